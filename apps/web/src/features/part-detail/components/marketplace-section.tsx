import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@yonke/domain';
import { ListingHealthSummary } from '../../../components/listing-health';
import { usePartMarketplace } from '../../../lib/parts';

/** The listing's state with its last sync, and the buyers' questions with their answers. */
export function MarketplaceSection({ partId }: { partId: number }) {
  const query = usePartMarketplace(partId, true);
  if (!query.data) return null;
  const { health, questions } = query.data;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="ml-section-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="ml-section-title">
          Mercado Libre
        </Title>
        <ListingHealthSummary health={health} />
        {questions.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Preguntas de compradores">
            <Text size="sm" fw={600}>
              Preguntas de compradores
            </Text>
            {questions.map((question) => (
              <Stack key={question.id} gap={2}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <strong>P:</strong> {question.text || '(pregunta sin texto)'}
                </Text>
                {question.answer ? (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <strong>R:</strong> {question.answer.text}
                    {question.answer.by ? ` — ${question.answer.by}` : ''}
                    {question.answer.answered_at ? `, ${formatDateTime(question.answer.answered_at)}` : ''}
                  </Text>
                ) : (
                  <Text size="xs" c="orange.9">
                    {question.status_label}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
