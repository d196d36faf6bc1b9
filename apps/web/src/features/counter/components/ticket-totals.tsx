import { Button, Group, Text, TextInput } from '@mantine/core';
import { centsToPesos, TAX_RATE_LABELS } from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { useUpdateSale } from '../api/sales';
import { useMoneyField } from '../hooks/use-money-field';
import classes from './counter.module.css';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

/**
 * The ticket's sum, its discount (editable only while charging a ticket), the total, a quote's
 * deposit and the tax line.
 */
export function TicketTotals({ sale, record, convert }: { sale: Sale; record: boolean; convert: boolean }) {
  const discount = useMoneyField(sale.discount_cents);
  const update = useUpdateSale(sale.id);
  const discountError = update.error instanceof ApiError ? update.error : null;
  return (
    <>
      {!record && sale.discount_cents > 0 && (
        <div className={classes.totalRow}>
          <span>Suma</span>
          <span>{money(sale.lines_cents)}</span>
        </div>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap" display={record || convert ? 'none' : undefined}>
        <TextInput
          style={{ flex: 1 }}
          label="Descuento al ticket (pesos)"
          description={`Tu máximo: ${sale.discount_limit} %`}
          inputMode="decimal"
          value={discount.text}
          onChange={(event) => discount.setText(event.currentTarget.value)}
          error={discount.error ?? discountError?.field('discount_cents')}
        />
        <Button
          variant="default"
          disabled={discount.cents === null && discount.text.trim() !== ''}
          loading={update.isPending}
          onClick={() => update.mutate({ discount_cents: discount.cents ?? 0 })}
        >
          Aplicar
        </Button>
      </Group>
      <div className={classes.grandTotal}>
        <span>Total</span>
        <span data-testid="ticket-total">{money(sale.total_cents)}</span>
      </div>
      {convert && sale.paid_cents > 0 && (
        <div className={classes.totalRow}>
          <span>Anticipo recibido</span>
          <span>−{money(sale.paid_cents)}</span>
        </div>
      )}
      <Text size="xs" c="dimmed">
        {TAX_RATE_LABELS[sale.tax_rate]}
        {sale.tax_rate > 0 && `: subtotal ${money(sale.base_cents)} + IVA ${money(sale.tax_cents)}`}
      </Text>
    </>
  );
}
