import { ActionIcon, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type CounterPaymentMethod, centsToPesos } from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import type { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import type { PaymentRow } from '../hooks/use-payment-rows';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

/** One payment of the ticket: its method, amount and what that method asks for (received, reference). */
export function PaymentRowFields({
  row,
  index,
  amount,
  sale,
  methods,
  error,
  onChange,
  onRemove,
}: {
  row: PaymentRow;
  index: number;
  /** What this row pays (its typed amount, or what is still due when it is the last one left empty). */
  amount: number;
  sale: Sale;
  methods: { value: CounterPaymentMethod; label: string }[];
  error: ApiError | null;
  onChange: (patch: Partial<PaymentRow>) => void;
  /** Absent while this is the only payment. */
  onRemove?: () => void;
}) {
  const fieldError = (field: string) => error?.field(`payments.${index}.${field}`);
  const reference = (description?: string) => (
    <TextInput
      label="Referencia"
      description={description}
      value={row.reference}
      onChange={(event) => onChange({ reference: event.currentTarget.value })}
      error={fieldError('reference')}
      style={{ flex: '1 1 110px' }}
    />
  );
  return (
    <Paper withBorder p="xs" aria-label={`Pago ${index + 1}`}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Forma de pago"
          data={methods}
          value={row.method}
          allowDeselect={false}
          onChange={(value) => value && onChange({ method: value as CounterPaymentMethod })}
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          label="Monto"
          inputMode="decimal"
          placeholder={money(amount)}
          value={row.amount}
          onChange={(event) => onChange({ amount: event.currentTarget.value })}
          error={fieldError('amount_cents')}
          style={{ flex: '1 1 110px' }}
        />
        {row.method === 'cash' ? (
          <TextInput
            label="Recibido"
            inputMode="decimal"
            value={row.received}
            onChange={(event) => onChange({ received: event.currentTarget.value })}
            error={fieldError('received_cents')}
            style={{ flex: '1 1 110px' }}
          />
        ) : row.method === 'store_credit' && sale.customer ? (
          reference(`Tiene ${money(sale.customer.credit_cents)} a favor`)
        ) : row.method === 'credit' ? (
          <Text size="sm" style={{ flex: '1 1 110px' }}>
            Queda a cuenta de {sale.customer?.name}
          </Text>
        ) : (
          reference()
        )}
        {onRemove && (
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={`Quitar pago ${index + 1}`}
            onClick={onRemove}
          >
            <IconTrash size={20} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
