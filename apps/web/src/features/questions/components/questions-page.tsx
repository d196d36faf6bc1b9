import { Box, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@yonke/domain';
import { EmptyState } from '../../../components/empty-state';
import { useQuestions } from '../api/get-questions';
import { useQuickAnswers } from '../api/get-quick-answers';
import { QuestionCard } from './question-card';
import { QuickAnswersPanel } from './quick-answers-panel';

/** Preguntas (/questions, roles 1, 2, 4 and 5): buyers' unanswered questions, newest first. */
export function QuestionsPage() {
  const questions = useQuestions();
  const quickAnswers = useQuickAnswers();
  const list = questions.data?.data ?? [];
  const unanswered = questions.data?.unanswered ?? 0;

  return (
    <Box maw={1200} mx="auto">
      <Stack gap={4} mb="md">
        <Title order={1} size="h2">
          Preguntas
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {questions.isPending
            ? 'Cargando preguntas…'
            : unanswered === 1
              ? '1 pregunta sin responder'
              : `${formatNumber(unanswered)} preguntas sin responder`}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {questions.isPending && [0, 1, 2].map((key) => <Skeleton key={key} height={160} radius="md" />)}
            {questions.isError && (
              <EmptyState
                title="No se pudieron cargar las preguntas"
                message="Inténtalo de nuevo en unos momentos."
              />
            )}
            {questions.isSuccess && list.length === 0 && (
              <EmptyState
                title="No hay preguntas sin responder"
                message="Las preguntas nuevas de los compradores aparecen aquí."
              />
            )}
            {list.map((question) => (
              <QuestionCard key={question.id} question={question} quickAnswers={quickAnswers.data ?? []} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuickAnswersPanel answers={quickAnswers.data ?? []} />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
