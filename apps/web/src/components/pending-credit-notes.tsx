import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../lib/format';

// A credit note (CFDI de egreso) owed and not issued yet, or refused by the PAC: why, in the
// server's words, and «Reintentar». Shown by «Facturas» and by the ticket's returns.

export interface WaitingCreditNote {
  id: number;
  amount_cents: number;
  kind: string;
  message: string | null;
}

const KIND_LABELS: Record<string, string> = { devolucion: 'devolución', descuento: 'descuento' };

export function PendingCreditNotes(props: {
  notes: WaitingCreditNote[];
  onRetry: (id: number) => void;
  retrying: number | null;
  error: string | null;
}) {
  if (props.notes.length === 0) return null;
  return (
    <Stack gap={6}>
      {props.notes.map((note) => (
        <Alert
          key={note.id}
          color="orange"
          role="status"
          p="xs"
          title={`Nota de crédito pendiente: ${formatMoney(note.amount_cents / 100)} por ${KIND_LABELS[note.kind] ?? note.kind}`}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" style={{ flex: '1 1 220px' }}>
              {note.message ?? 'Se emitirá en unos momentos.'}
            </Text>
            <Button
              variant="default"
              mih={44}
              loading={props.retrying === note.id}
              onClick={() => props.onRetry(note.id)}
              aria-label={`Reintentar la nota de crédito de ${formatMoney(note.amount_cents / 100)}`}
            >
              Reintentar
            </Button>
          </Group>
        </Alert>
      ))}
      {props.error && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
    </Stack>
  );
}
