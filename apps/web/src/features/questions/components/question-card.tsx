import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  ANSWER_MAX_LENGTH,
  checkAnswerText,
  formatDateTime,
  formatMoney,
  partPath,
  statusColor,
} from '@yonke/domain';
import type { Question, QuickAnswer } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/thumbnail';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerQuestion } from '../api/answer-question';
import classes from './questions.module.css';

/** One unanswered question with its part beside it, answered in place (docs/product.md §10). */
export function QuestionCard({
  question,
  quickAnswers,
}: {
  question: Question;
  quickAnswers: QuickAnswer[];
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerQuestion();
  // A double click must send one answer: the second click comes before React re-renders the
  // button as loading (the server would refuse the second with a 409 anyway).
  const submitting = useRef(false);
  const part = question.part;
  const sending = question.answer_state === 'sending';
  const fieldId = `answer-${question.id}`;

  const submit = () => {
    if (submitting.current) return;
    const checked = checkAnswerText(text);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    setError(null);
    submitting.current = true;
    answer.mutate(
      { id: question.id, text: checked.text },
      {
        onSuccess: (saved) => {
          setText('');
          notifySuccess(saved.answer_state === 'sending' ? 'Respuesta en cola' : 'Respuesta enviada');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422)
            setError(failure.field('text') ?? failure.message);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={`${fieldId}-q`}
    >
      <div className={classes.card}>
        <Box className={classes.part}>
          {part ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box w={88} className={classes.thumb}>
                <Thumbnail src={part.url_thumbnail} alt={part.name} />
              </Box>
              <Stack gap={2} miw={0}>
                <Text
                  component={Link}
                  to={partPath('search', part.id, part.name)}
                  fw={600}
                  size="sm"
                  className={classes.partName}
                >
                  {part.name}
                </Text>
                <Text size="sm">{formatMoney(part.sale_price)}</Text>
                <Text size="xs" c="dimmed">
                  Ubicación: {part.location ?? 'sin ubicación'}
                </Text>
                <Group gap={4}>
                  <Badge size="sm" color={statusColor(part.status_id)}>
                    {part.status_name}
                  </Badge>
                </Group>
              </Stack>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Publicación {question.ml_item_id} (sin autoparte en el sistema)
            </Text>
          )}
        </Box>
        <Stack gap="xs" className={classes.body}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {question.account.name} · {formatDateTime(question.asked_at)}
            </Text>
          </Group>
          <Text id={`${fieldId}-q`} className={classes.questionText}>
            {question.text}
          </Text>
          {sending ? (
            <Alert color="yellow" variant="light" title="Enviando respuesta">
              Mercado Libre no ha confirmado la respuesta; se enviará en cuanto responda.
            </Alert>
          ) : (
            <>
              {question.answer_state === 'failed' && question.answer_error && (
                <Alert color="red" variant="light">
                  {question.answer_error}
                </Alert>
              )}
              <Textarea
                id={fieldId}
                label="Respuesta"
                placeholder="Escribe la respuesta para el comprador"
                autosize
                minRows={2}
                maxRows={8}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  if (error) setError(null);
                }}
                error={error}
                description={`${[...text].length} de ${ANSWER_MAX_LENGTH} caracteres`}
              />
              {quickAnswers.length > 0 && (
                <Group gap={6} aria-label="Respuestas rápidas" role="group">
                  {quickAnswers.map((quick) => (
                    <Button
                      key={quick.id}
                      size="compact-sm"
                      variant="light"
                      color="gray"
                      className={classes.quick}
                      onClick={() => setText(quick.text)}
                    >
                      {quick.text}
                    </Button>
                  ))}
                </Group>
              )}
              <Group justify="flex-end">
                <Button onClick={submit} loading={answer.isPending} className={classes.answerButton}>
                  Responder
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
