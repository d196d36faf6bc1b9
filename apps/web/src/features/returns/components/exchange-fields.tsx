import { Alert, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  EXCHANGE_DIFFERENCE_OUTCOMES,
  type ExchangeDifferenceOutcome,
  exchangeSettlement,
  PAYMENT_METHOD_LABELS,
  parseScanCode,
  RETURN_OUTCOME_LABELS,
  STATUS,
} from '@yonke/domain';
import type { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { partQueryOptions } from '../../../lib/parts';

const money = (cents: number) => formatMoneyPrecise(cents / 100);

/** The methods the customer may pay an exchange's difference with (store credit is the returned line). */
export const EXCHANGE_PAY_METHODS = ['cash', 'card', 'transfer', 'mercado_pago'] as const;
export type ExchangePayMethod = (typeof EXCHANGE_PAY_METHODS)[number];

export interface ExchangeState {
  code: string;
  payMethod: ExchangePayMethod;
  reference: string;
  difference: ExchangeDifferenceOutcome;
}

/** The replacement part read by its scanned or typed code, and its price in cents. */
export function useReplacementPart(code: string) {
  // As the counter reads it: a typed «AV-123», or what a label's scanner types.
  const typed = /^AV-?(\d{1,10})$/i.exec(code.trim());
  const scanned = parseScanCode(code);
  const partId = typed ? Number(typed[1]) : scanned.kind === 'autopart' ? scanned.id : 0;
  const part = useQuery({ ...partQueryOptions(partId), enabled: partId > 0, retry: false });
  return {
    partId,
    part,
    priceCents: part.data && partId > 0 ? Math.round(part.data.sale_price * 100) : null,
  };
}

/**
 * «Cambio por otra pieza»: the replacement scanned or typed (a label's scanner types its code and
 * Enter), its price read back, and what the difference asks for: how the customer pays the rest,
 * or how what is left goes back. The server settles it; this only shows the same arithmetic first.
 */
export function ExchangeFields({
  returnedCents,
  value,
  onChange,
  error,
  registerName,
  hasOriginalMethod,
  replacement,
}: {
  replacement: ReturnType<typeof useReplacementPart>;
  returnedCents: number;
  value: ExchangeState;
  onChange: (next: ExchangeState) => void;
  error: ApiError | null;
  registerName: string | null;
  hasOriginalMethod: boolean;
}) {
  const { partId, part, priceCents } = replacement;
  const settled = priceCents === null ? null : exchangeSettlement(returnedCents, priceCents);
  const set = (patch: Partial<ExchangeState>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <TextInput
        label="Autoparte de cambio"
        description="Escanea su etiqueta o escribe su código (AV-123)."
        value={value.code}
        onChange={(event) => set({ code: event.currentTarget.value })}
        onKeyDown={(event) => {
          // A scanner ends with Enter: it must not send the whole return.
          if (event.key === 'Enter') event.preventDefault();
        }}
        error={error?.field('exchange_code')}
        autoComplete="off"
        maw={320}
      />
      {part.data && (
        <Text size="sm" aria-live="polite">
          {part.data.name} · {money(priceCents ?? 0)}
          {part.data.status_id !== STATUS.AVAILABLE ? ` · ${part.data.status.name}: no se puede vender` : ''}
        </Text>
      )}
      {partId > 0 && part.isError && (
        <Text size="sm" c="red.8">
          No encontramos la autoparte AV-{partId}.
        </Text>
      )}
      {settled && settled.toPayCents > 0 && (
        <Stack gap="xs">
          <Alert color="blue" title={`El cliente paga la diferencia: ${money(settled.toPayCents)}`}>
            La pieza devuelta cubre {money(settled.creditedCents)} del ticket nuevo.
          </Alert>
          <Select
            label="Forma de pago de la diferencia"
            data={EXCHANGE_PAY_METHODS.map((method) => ({
              value: method,
              label: PAYMENT_METHOD_LABELS[method],
            }))}
            value={value.payMethod}
            onChange={(method) => method && set({ payMethod: method as ExchangePayMethod })}
            allowDeselect={false}
            description={
              value.payMethod === 'cash'
                ? registerName
                  ? `Entra a la caja «${registerName}».`
                  : 'Elige la caja de este mostrador en «Caja».'
                : undefined
            }
            error={error?.field('exchange_payments') ?? error?.field('register_id')}
            maw={320}
          />
          {value.payMethod !== 'cash' && (
            <TextInput
              label="Referencia o autorización"
              value={value.reference}
              onChange={(event) => set({ reference: event.currentTarget.value })}
              error={error?.field('exchange_payments.0.reference')}
              maxLength={80}
              maw={320}
            />
          )}
        </Stack>
      )}
      {settled && settled.toGiveBackCents > 0 && (
        <Radio.Group
          label={`Le sobran ${money(settled.toGiveBackCents)} al cliente`}
          value={value.difference}
          onChange={(next) => set({ difference: next as ExchangeDifferenceOutcome })}
          error={error?.field('exchange_difference') ?? error?.field('register_id')}
        >
          <Stack gap={10} mt={6}>
            {EXCHANGE_DIFFERENCE_OUTCOMES.map((outcome) => (
              <Radio
                key={outcome}
                value={outcome}
                label={RETURN_OUTCOME_LABELS[outcome]}
                disabled={outcome === 'refund_original' && !hasOriginalMethod}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {settled && settled.toPayCents === 0 && settled.toGiveBackCents === 0 && (
        <Text size="sm">La pieza devuelta cubre exactamente la nueva: no hay diferencia.</Text>
      )}
    </Stack>
  );
}

/** The return's exchange fields as the API takes them, once the difference is known. */
export function exchangeInput(state: ExchangeState, returnedCents: number, priceCents: number | null) {
  const settled = priceCents === null ? null : exchangeSettlement(returnedCents, priceCents);
  return {
    exchange_code: state.code.trim(),
    exchange_payments:
      settled && settled.toPayCents > 0
        ? [
            {
              method: state.payMethod,
              amount_cents: settled.toPayCents,
              reference: state.payMethod === 'cash' ? null : state.reference,
            },
          ]
        : undefined,
    exchange_difference: settled && settled.toGiveBackCents > 0 ? state.difference : null,
  };
}
