import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { checkAnswerText, QUESTION_MESSAGES } from '@yonke/domain';
import type { QuickAnswer } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCreateQuickAnswer } from '../api/create-quick-answer';
import { useDeleteQuickAnswer } from '../api/delete-quick-answer';
import classes from './questions.module.css';

/** The company's saved answers: added here, used with one tap on each question. */
export function QuickAnswersPanel({ answers }: { answers: QuickAnswer[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateQuickAnswer();
  const remove = useDeleteQuickAnswer();

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkAnswerText(text);
    if (checked.error !== null) {
      setError(text.trim() === '' ? QUESTION_MESSAGES.quickAnswerRequired : checked.error);
      return;
    }
    create.mutate(
      { text: checked.text },
      {
        onSuccess: () => {
          setText('');
          setError(null);
          notifySuccess('Respuesta rápida guardada');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422)
            setError(failure.field('text') ?? failure.message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Respuestas rápidas
        </Title>
        {answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            Guarda las respuestas que das seguido («Sí le queda», «Está disponible, envío el mismo día») para
            usarlas con un toque.
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {answers.map((answer) => (
              <li key={answer.id} className={classes.quickRow}>
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {answer.text}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={40}
                  aria-label={`Eliminar la respuesta rápida «${answer.text}»`}
                  onClick={() => remove.mutate(answer.id)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </li>
            ))}
          </Stack>
        )}
        <form onSubmit={add}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Nueva respuesta rápida"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (error) setError(null);
              }}
              error={error}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              Guardar
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
