import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  can,
  centsToPesosInput,
  lastDayLabel,
  parseDigitsAsId,
  parsePesos,
  RETURN_DESTINATION_LABELS,
  RETURN_DESTINATIONS,
  RETURN_OUTCOME_LABELS,
  RETURN_OUTCOMES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnDestination,
  type ReturnOutcome,
  type ReturnReason,
  warrantyEnd,
  warrantyText,
  withinWarranty,
} from '@yonke/domain';
import type { Sale, SaleReturn } from '@yonke/domain/schemas';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PendingCreditNotes } from '../../../components/pending-credit-notes';
import { ApiError } from '../../../lib/api-client';
import { useCounterRegister } from '../../../lib/counter-register';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import { type PickedPhoto, releasePhotos } from '../api/return-photos';
import {
  useCancelPaidSale,
  useCreateReturn,
  useRetryReturnCreditNote,
  useReturnCreditNotes,
  useReturnSale,
  useSaleReturns,
} from '../api/returns';
import { ExchangeFields, type ExchangeState, exchangeInput, useReplacementPart } from './exchange-fields';
import { ReturnPhotoField } from './return-photo-field';
import { notSentText, ReturnPhotos } from './return-photos';

const money = (cents: number) => formatMoneyPrecise(cents / 100);
type Line = Sale['lines'][number];
const SHOWN_FIELDS = [
  'reason',
  'amount_cents',
  'outcome',
  'register_id',
  'destination',
  'scrap_reason',
  'exchange_code',
  'exchange_payments',
  'exchange_payments.0.reference',
  'exchange_difference',
];

/** «Devolución / Garantía» of a ticket of «Ventas registradas»: one line at a time. */
export function ReturnPage() {
  const [params] = useSearchParams();
  const saleId = Number(params.get('sale'));
  // Opened from a Mercado Libre order whose part came back («Devolución recibida»): back to it.
  const mlOrder = parseDigitsAsId(params.get('ml_order') ?? '');
  const sale = useReturnSale(saleId);
  const returns = useSaleReturns(saleId);
  const user = useUser();
  // The credit notes of an invoiced ticket's returns: who may see invoices sees their state.
  const creditNotes = useReturnCreditNotes(saleId, can(roleIds(user), 'issueInvoices'));
  const [chosen, setChosen] = useState<number | null>(null);
  if (sale.error) return <Alert color="red">{sale.error.message}</Alert>;
  if (!sale.data || !returns.data) return null;
  const ticket = sale.data;
  const byLine = new Map(returns.data.map((row) => [row.line_id, row]));
  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      {mlOrder !== null ? (
        <Anchor component={Link} to={`/ml-orders/${mlOrder}`} size="sm">
          ← Pedido de Mercado Libre
        </Anchor>
      ) : (
        <Anchor component={Link} to="/counter/sales" size="sm">
          ← Ventas registradas
        </Anchor>
      )}
      <div>
        <Title order={1} size="h2">
          Devolución / Garantía · {ticket.folio}
        </Title>
        <Text size="sm" c="dimmed">
          Pagado {formatDateTime(ticket.paid_at)} · {ticket.customer_name} · {money(ticket.total_cents)}
        </Text>
      </div>
      {ticket.status !== 'pagada' && ticket.status !== 'devuelta_parcial' && (
        <Alert color="yellow">Este ticket no tiene líneas por devolver.</Alert>
      )}
      {ticket.lines.map((line) => {
        const done = byLine.get(line.id);
        return (
          <Paper key={line.id} withBorder p="md" aria-label={`Línea ${line.description}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={700}>{line.description}</Text>
                  <Text size="sm" c="dimmed">
                    {line.part_code ? `${line.part_code} · ` : ''}
                    Garantía: {warrantyText({ days: line.warranty_days, terms: line.warranty_terms })}
                  </Text>
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {money(line.net_cents)}
                </Text>
              </Group>
              {done ? (
                <>
                  <Done row={done} />
                  <ReturnPhotos row={done} />
                  <ReturnCreditNote
                    saleId={saleId}
                    requests={(creditNotes.data?.data ?? []).filter(
                      (request) => request.return_id === done.id,
                    )}
                  />
                </>
              ) : chosen === line.id ? (
                <ReturnForm sale={ticket} line={line} onCancel={() => setChosen(null)} />
              ) : (
                (ticket.status === 'pagada' || ticket.status === 'devuelta_parcial') && (
                  <Group>
                    <Button variant="default" onClick={() => setChosen(line.id)} mih={44}>
                      Devolver esta línea
                    </Button>
                  </Group>
                )
              )}
            </Stack>
          </Paper>
        );
      })}
      {can(roleIds(user), 'cancelPaidSales') && ticket.status === 'pagada' && returns.data.length === 0 && (
        <CancelSale sale={ticket} />
      )}
      {ticket.status === 'cancelada' && (
        <Alert color="gray" title="Venta cancelada">
          {ticket.cancel_reason}
        </Alert>
      )}
    </Stack>
  );
}

/** The whole paid ticket cancelled, apart from the returns: its payments given back, its parts in stock. */
function CancelSale({ sale }: { sale: Sale }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const { register } = useCounterRegister();
  const cancel = useCancelPaidSale(sale.id);
  const error = cancel.error instanceof ApiError ? cancel.error : null;
  const cash = sale.payments
    .filter((payment) => payment.method === 'cash')
    .reduce((sum, p) => sum + p.amount_cents, 0);
  return (
    <Paper withBorder p="md" mt="xl">
      {!opened ? (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            Cancelar la venta completa devuelve sus pagos y regresa sus autopartes al inventario.
          </Text>
          <Button color="red" variant="outline" onClick={() => setOpened(true)} mih={44}>
            Cancelar la venta pagada
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            cancel.mutate({ reason, register_id: register?.id ?? null });
          }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4">
              Cancelar la venta {sale.folio}
            </Title>
            {cash > 0 && (
              <Text size="sm">
                Se devuelven {money(cash)} en efectivo de la caja{' '}
                {register ? `«${register.name}»` : 'de este mostrador'}.
              </Text>
            )}
            <Textarea
              label="Motivo de la cancelación"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={error?.field('reason')}
              autosize
              minRows={2}
            />
            {error && !error.field('reason') && <Alert color="red">{error.message}</Alert>}
            <Group gap="xs">
              <Button
                type="submit"
                color="red"
                loading={cancel.isPending}
                disabled={reason.trim().length < 3}
                mih={44}
              >
                Cancelar la venta
              </Button>
              <Button variant="subtle" onClick={() => setOpened(false)} mih={44}>
                Volver
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

type CreditNoteRequests = NonNullable<ReturnType<typeof useReturnCreditNotes>['data']>['data'];

/** The credit note (CFDI de egreso) of a returned line of an invoiced ticket: issued, or why it waits. */
function ReturnCreditNote({ saleId, requests }: { saleId: number; requests: CreditNoteRequests }) {
  const retry = useRetryReturnCreditNote(saleId);
  const waiting = requests.filter(
    (request) => request.status === 'pendiente' || request.credit_note?.status === 'rechazada',
  );
  const issued = requests.filter(
    (request) => request.status === 'emitida' && request.credit_note?.status !== 'rechazada',
  );
  return (
    <>
      {issued.map((request) => (
        <Text key={request.id} size="sm" c="dimmed">
          Nota de crédito {request.credit_note?.folio} de la factura {request.invoice.folio}:{' '}
          {money(request.amount_cents)} (
          {request.credit_note?.status === 'timbrada' ? 'timbrada' : 'timbrando'})
        </Text>
      ))}
      <PendingCreditNotes
        notes={waiting.map((request) => ({
          id: request.id,
          amount_cents: request.amount_cents,
          kind: request.kind,
          message: request.message,
        }))}
        onRetry={(id) => retry.mutate(id)}
        retrying={retry.isPending ? (retry.variables ?? null) : null}
        error={retry.error ? retry.error.message : null}
      />
      {requests
        .filter((request) => request.status === 'descartada')
        .map((request) => (
          <Text key={request.id} size="sm" c="dimmed">
            Sin nota de crédito: {request.message}
          </Text>
        ))}
    </>
  );
}

function Done({ row }: { row: SaleReturn }) {
  return (
    <Alert color="gray" title={`Devuelta el ${formatDateTime(row.created_at)}`}>
      {RETURN_REASON_LABELS[row.reason]} · {RETURN_OUTCOME_LABELS[row.outcome]}: {money(row.amount_cents)}
      {row.destination ? ` · ${RETURN_DESTINATION_LABELS[row.destination]}` : ''}
      {row.destination === 'merma'
        ? row.cost_unknown
          ? ' (costo no registrado: se dio de baja $0)'
          : row.written_off_cents !== null
            ? ` (se dio de baja su costo: ${money(row.written_off_cents)})`
            : ''
        : ''}
      {row.approved_by_name ? ` · autorizó ${row.approved_by_name}` : ''}
      {row.ml_claim_id ? ` · Devolución por reclamo de Mercado Libre ${row.ml_claim_id}` : ''}
      {row.exchange_sale_id !== null && (
        <>
          {' · '}
          <Anchor component={Link} to={`/counter?ticket=${row.exchange_sale_id}`}>
            Ticket del cambio {row.exchange_sale_folio}
          </Anchor>
        </>
      )}
    </Alert>
  );
}

function ReturnForm({ sale, line, onCancel }: { sale: Sale; line: Line; onCancel: () => void }) {
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [notes, setNotes] = useState('');
  const [amount, setAmount] = useState(centsToPesosInput(line.net_cents));
  const [outcome, setOutcome] = useState<ReturnOutcome>('refund_cash');
  const [destination, setDestination] = useState<ReturnDestination>('disponible');
  const [scrapReason, setScrapReason] = useState('');
  const [exchange, setExchange] = useState<ExchangeState>({
    code: '',
    payMethod: 'cash',
    reference: '',
    difference: 'store_credit',
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  // The previews' local addresses are let go when the form closes (registered or cancelled).
  const picked = useRef(photos);
  picked.current = photos;
  useEffect(() => () => releasePhotos(picked.current), []);
  const replacement = useReplacementPart(exchange.code);
  const { register } = useCounterRegister();
  const create = useCreateReturn(sale.id);
  const error = create.error instanceof ApiError ? create.error : null;
  const cents = amount.trim() === '' ? null : parsePesos(amount);
  const paidAt = new Date(sale.paid_at ?? sale.created_at);
  const within = withinWarranty(paidAt, line.warranty_days, new Date());
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // A second tap while the first is on its way registers nothing more (the button is busy too).
        if (!reason || cents === null || create.isPending) return;
        const body = {
          sale_id: sale.id,
          line_id: line.id,
          reason,
          notes,
          amount_cents: cents,
          outcome,
          register_id: register?.id ?? null,
          destination: line.part_id === null ? null : destination,
          scrap_reason: destination === 'merma' ? scrapReason : null,
          ...(outcome === 'exchange' ? exchangeInput(exchange, cents, replacement.priceCents) : {}),
        };
        setSent(null);
        create.mutate(
          { body, photos, onSent: setSent },
          {
            onSuccess: ({ photos: outcome }) => {
              if (outcome.failed.length > 0)
                notifyError(
                  `La devolución quedó registrada, pero ${notSentText(outcome.failed.length)}: ${outcome.message ?? 'intenta de nuevo'}. Agrégalas desde la devolución.`,
                );
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        {within ? (
          <Alert color="green" title="Dentro de garantía">
            Cubierta hasta el {lastDayLabel(warrantyEnd(paidAt, line.warranty_days))}.
          </Alert>
        ) : (
          <Alert color="orange" title="Fuera de garantía">
            La devolución la autoriza un supervisor o el administrador: regístrala con su sesión.
          </Alert>
        )}
        <Select
          label="Motivo"
          placeholder="Elige el motivo"
          data={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
          value={reason}
          onChange={(value) => setReason(value as ReturnReason | null)}
          error={error?.field('reason')}
          allowDeselect={false}
        />
        <Textarea
          label="Notas (opcional)"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        <TextInput
          label="Monto a devolver (pesos)"
          description={`Como máximo ${money(line.net_cents)}, lo que se pagó por la línea.`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={
            cents === null && amount.trim() !== ''
              ? 'Escribe un monto en pesos, con hasta dos decimales.'
              : error?.field('amount_cents')
          }
          maw={260}
        />
        <Radio.Group
          label="Qué se le da al cliente"
          value={outcome}
          onChange={(value) => setOutcome(value as ReturnOutcome)}
          error={error?.field('outcome') ?? error?.field('register_id')}
        >
          <Stack gap={10} mt={6}>
            {RETURN_OUTCOMES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={RETURN_OUTCOME_LABELS[value]}
                disabled={(value === 'store_credit' || value === 'exchange') && sale.customer === null}
                description={
                  value === 'refund_cash'
                    ? register
                      ? `Sale de la caja «${register.name}».`
                      : 'Elige la caja de este mostrador en «Caja».'
                    : (value === 'store_credit' || value === 'exchange') && sale.customer === null
                      ? 'El ticket no tiene cliente.'
                      : value === 'exchange'
                        ? 'Un ticket nuevo con la otra pieza; la diferencia se cobra o se regresa.'
                        : undefined
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {outcome === 'exchange' && (
          <ExchangeFields
            replacement={replacement}
            returnedCents={cents ?? 0}
            value={exchange}
            onChange={setExchange}
            error={error}
            registerName={register?.name ?? null}
            hasOriginalMethod={sale.payments.some(
              (payment) => payment.method !== 'cash' && payment.method !== 'pending',
            )}
          />
        )}
        {line.part_id !== null && (
          <Radio.Group
            label="A dónde va la autoparte"
            value={destination}
            onChange={(value) => setDestination(value as ReturnDestination)}
            error={error?.field('destination')}
          >
            <Stack gap={10} mt={6}>
              {RETURN_DESTINATIONS.map((value) => (
                <Radio key={value} value={value} label={RETURN_DESTINATION_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {line.part_id !== null && destination === 'merma' && (
          <TextInput
            label="Motivo de la merma"
            value={scrapReason}
            onChange={(event) => setScrapReason(event.currentTarget.value)}
            error={error?.field('scrap_reason')}
          />
        )}
        <ReturnPhotoField photos={photos} onChange={setPhotos} disabled={create.isPending} />
        {error && !SHOWN_FIELDS.some((field) => error.field(field)) && (
          <Alert color="red">{error.message}</Alert>
        )}
        {create.isPending && sent !== null && photos.length > 0 && (
          <Text size="sm" aria-live="polite">
            Subiendo foto {Math.min(sent + 1, photos.length)} de {photos.length}…
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={create.isPending} disabled={!reason || cents === null} mih={44}>
            Registrar devolución
          </Button>
          <Button variant="subtle" onClick={onCancel} mih={44}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
