import { Alert, Anchor, Badge, Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { can } from '@yonke/domain';
import { CANCEL_STATUS_LABELS } from '@yonke/domain/cfdi';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type InvoiceSummary,
  type SaleSummary,
} from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PendingCreditNotes } from '../../../components/pending-credit-notes';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney, formatMoneyPrecise } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useRetryCreditNote } from '../api/credit-notes';
import { invoicePdfUrl } from '../api/invoice-delivery';
import {
  invoicePrintUrl,
  invoiceXmlUrl,
  useInvoicePayments,
  useInvoices,
  useIssueInvoice,
  usePaidTickets,
} from '../api/invoices';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { DiscountCreditNoteDialog } from './discount-credit-note-dialog';
import { ReplaceInvoiceDialog } from './replace-invoice-dialog';

const REPLACEMENT_LABELS = {
  sustituyendo: 'Sustituyendo',
  sustituida: 'Sustituida',
  detenida: 'Sustitución detenida',
} as const;

import { SendInvoiceDialog } from './send-invoice-dialog';

const FILTERS: Array<{ value: InvoiceStatus | 'todas'; label: string }> = [
  { value: 'todas', label: 'Todas' },
  { value: 'timbrada', label: 'Timbradas' },
  { value: 'timbrando', label: 'Timbrando' },
  { value: 'rechazada', label: 'Rechazadas' },
  { value: 'cancelada', label: 'Canceladas' },
];
const STATUS_COLORS: Record<InvoiceStatus, string> = {
  timbrada: 'green',
  timbrando: 'blue',
  rechazada: 'red',
  cancelada: 'gray',
};

const KIND_LABELS = { I: 'Factura', E: 'Nota de crédito', P: 'Complemento de pago' } as const;
const CANCEL_LABELS = {
  I: 'Cancelar factura',
  E: 'Cancelar nota de crédito',
  P: 'Cancelar complemento',
} as const;

/** «Facturas»: the company's CFDI, and the paid tickets to invoice (two taps: the ticket, to whom). */
export function InvoicesPage() {
  const [filter, setFilter] = useState<InvoiceStatus | 'todas'>('todas');
  const invoices = useInvoices(filter === 'todas' ? null : filter);
  const all = useInvoices(null);
  const tickets = usePaidTickets();
  const issue = useIssueInvoice();
  const issueError = issue.error instanceof ApiError ? issue.error : null;
  const user = useUser();
  const mayIssueGlobal = user !== null && can(roleIds(user), 'issueGlobalInvoices');
  const invoicedSales = new Map<number, InvoiceSummary>();
  for (const invoice of all.data?.data ?? []) {
    if (invoice.status !== 'rechazada' && invoice.status !== 'cancelada')
      for (const saleId of invoice.sale_ids) invoicedSales.set(saleId, invoice);
  }
  const pending = (tickets.data?.data ?? []).filter((ticket) => !invoicedSales.has(ticket.id));

  return (
    <Stack maw={960}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          Facturas
        </Title>
        {mayIssueGlobal && (
          <Button component={Link} to="/invoices/global" variant="default" mih={44}>
            Factura global
          </Button>
        )}
      </Group>
      {issueError && (
        <Alert color="red" role="alert" title="No se pudo facturar">
          {issueError.message}
          {Object.values(issueError.errors ?? {})
            .flat()
            .filter((message) => message !== issueError.message)
            .map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
        </Alert>
      )}
      {issue.data && (
        <Alert color={STATUS_COLORS[issue.data.status]} role="status">
          Factura {issue.data.folio}: {INVOICE_STATUS_LABELS[issue.data.status]}
          {issue.data.error_message ? ` — ${issue.data.error_message}` : ''}
        </Alert>
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="to-invoice-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="to-invoice-title">
            Tickets pagados por facturar
          </Title>
          {tickets.error && <Alert color="red">{tickets.error.message}</Alert>}
          {tickets.isSuccess && pending.length === 0 && (
            <Text size="sm" c="dimmed">
              Todos los tickets pagados recientes ya tienen factura.
            </Text>
          )}
          {pending.slice(0, 10).map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              busy={issue.isPending && issue.variables?.sale_id === ticket.id}
              onInvoice={(publicReceiver) => issue.mutate({ sale_id: ticket.id, public: publicReceiver })}
            />
          ))}
        </Stack>
      </Paper>

      <section aria-labelledby="issued-title">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} size="h4" id="issued-title">
              Emitidas
            </Title>
            <Select
              label="Estado"
              data={FILTERS}
              value={filter}
              allowDeselect={false}
              onChange={(value) => setFilter((value ?? 'todas') as InvoiceStatus | 'todas')}
              w={200}
            />
          </Group>
          {invoices.error && <Alert color="red">{invoices.error.message}</Alert>}
          {invoices.isSuccess && invoices.data.data.length === 0 && (
            <EmptyState title="No hay facturas" message="Las facturas que emitas aparecerán aquí." />
          )}
          {invoices.data?.data.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

function TicketRow(props: {
  ticket: SaleSummary;
  busy: boolean;
  onInvoice: (publicReceiver: boolean) => void;
}) {
  const { ticket } = props;
  const named = ticket.customer_name !== 'Público en general';
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>
            Ticket {ticket.folio} · {formatMoney(ticket.total_cents / 100)}
          </Text>
          <Text size="sm" c="dimmed">
            {ticket.customer_name}
            {ticket.paid_at ? ` · pagado ${formatDateTime(ticket.paid_at)}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          {named && (
            <Button
              loading={props.busy}
              onClick={() => props.onInvoice(false)}
              style={{ minHeight: 44 }}
              aria-label={`Facturar el ticket ${ticket.folio} a ${ticket.customer_name}`}
            >
              Facturar al cliente
            </Button>
          )}
          <Button
            variant={named ? 'default' : 'filled'}
            loading={props.busy}
            onClick={() => props.onInvoice(true)}
            style={{ minHeight: 44 }}
            aria-label={`Facturar el ticket ${ticket.folio} a público en general`}
          >
            Público en general
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const user = useUser();
  const retry = useRetryCreditNote();
  const [dialog, setDialog] = useState<'cancel' | 'replace' | 'discount' | null>(null);
  const [sending, setSending] = useState<'email' | 'whatsapp' | null>(null);
  const cancellation = invoice.cancellation;
  const replacement = invoice.replacement;
  const open = cancellation?.status === 'en_proceso' || cancellation?.status === 'pendiente';
  const kind = KIND_LABELS[invoice.type];
  // «el complemento», «la factura», «la nota de crédito».
  const the = `${invoice.type === 'P' ? 'el' : 'la'} ${kind.toLowerCase()}`;
  const owner = user !== null && can(roleIds(user), 'cancelInvoices');
  const mayCancel = owner && invoice.status === 'timbrada' && !open;
  const income = invoice.type === 'I';
  // «Sustituir» again after a refused cancellation asks for it again; while one runs, nothing.
  // The SAT does not cancel an invoice with live credit notes, so it cannot be replaced either.
  const liveNotes = invoice.credit_notes.some(
    (note) => note.status === 'timbrada' || note.status === 'timbrando',
  );
  const mayReplace = mayCancel && income && !liveNotes && (!replacement || replacement.status === 'detenida');
  const mayDiscount = owner && income && (invoice.status === 'timbrada' || invoice.status === 'timbrando');
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${kind} ${invoice.folio}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {kind} {invoice.folio} ·{' '}
            {invoice.type === 'P'
              ? `pago de ${formatMoneyPrecise((invoice.payment_cents ?? 0) / 100)}`
              : formatMoneyPrecise(invoice.total_cents / 100)}
          </Text>
          <Badge color={STATUS_COLORS[invoice.status]} variant="light">
            {INVOICE_STATUS_LABELS[invoice.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {invoice.receiver_name} · {invoice.receiver_rfc}
        </Text>
        <Text size="sm" c="dimmed">
          Emitida {formatDateTime(invoice.created_at)}
          {invoice.uuid ? ` · Folio fiscal ${invoice.uuid.toUpperCase()}` : ''}
        </Text>
        {invoice.related_invoice && (
          <Text size="sm">Acredita a la factura {invoice.related_invoice.folio}</Text>
        )}
        {invoice.replaces && <Text size="sm">Sustituye a la factura {invoice.replaces.folio}</Text>}
        {replacement && (
          <Text
            size="sm"
            c={
              replacement.status === 'detenida'
                ? 'red'
                : replacement.status === 'sustituida'
                  ? 'dimmed'
                  : 'orange.8'
            }
            role="status"
          >
            {REPLACEMENT_LABELS[replacement.status]} por la factura {replacement.invoice.folio}
            {replacement.message ? `: ${replacement.message}` : ''}
          </Text>
        )}
        <PendingCreditNotes
          notes={invoice.pending_credit_notes}
          onRetry={(id) => retry.mutate(id)}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
          error={retry.error ? retry.error.message : null}
        />
        {invoice.credit_notes.length > 0 && (
          <Text size="sm">
            Notas de crédito:{' '}
            {invoice.credit_notes
              .map(
                (note) =>
                  `${note.folio} (${formatMoneyPrecise(note.total_cents / 100)}, ${INVOICE_STATUS_LABELS[note.status]})`,
              )
              .join(' · ')}
          </Text>
        )}
        {invoice.paid_invoices.map((paid) => (
          <Text size="sm" key={paid.id}>
            Paga la factura {paid.folio}: parcialidad {paid.installment},{' '}
            {formatMoneyPrecise(paid.paid_cents / 100)} · saldo insoluto{' '}
            {formatMoneyPrecise(paid.balance_cents / 100)}
          </Text>
        ))}
        {invoice.type === 'I' && invoice.payment_method === 'PPD' && invoice.status !== 'timbrando' && (
          <Installments invoiceId={invoice.id} folio={invoice.folio} />
        )}
        {invoice.error_message && (
          <Text size="sm" c={invoice.status === 'rechazada' ? 'red' : 'dimmed'}>
            {invoice.error_message}
          </Text>
        )}
        {cancellation && invoice.status !== 'cancelada' && (
          <Text size="sm" c={cancellation.status === 'rechazada' ? 'red' : 'orange.8'} role="status">
            {CANCEL_STATUS_LABELS[cancellation.status]} (motivo {cancellation.motive})
            {cancellation.error_message ? `: ${cancellation.error_message}` : ''}
          </Text>
        )}
        {invoice.status === 'cancelada' && cancellation && (
          <Text size="sm" c="dimmed">
            Cancelada {formatDateTime(cancellation.cancelled_at)} · motivo {cancellation.motive}
            {cancellation.replacement_uuid
              ? ` · la sustituye ${cancellation.replacement_uuid.toUpperCase()}`
              : ''}
          </Text>
        )}
        {(invoice.status === 'timbrada' || invoice.status === 'cancelada') && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="md" wrap="wrap">
              <Anchor
                href={invoiceXmlUrl(invoice.id)}
                download
                style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                aria-label={`Descargar el XML de ${the} ${invoice.folio}`}
              >
                Descargar XML
              </Anchor>
              <Anchor
                href={invoicePdfUrl(invoice.id)}
                download
                style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                aria-label={`Descargar el PDF de la ${kind.toLowerCase()} ${invoice.folio}`}
              >
                Descargar PDF
              </Anchor>
              <Anchor
                href={invoicePrintUrl(invoice.id)}
                target="_blank"
                rel="noopener"
                style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                aria-label={`Ver e imprimir ${the} ${invoice.folio} (PDF)`}
              >
                Imprimir
              </Anchor>
              {invoice.status === 'timbrada' && (
                <>
                  <Button
                    variant="light"
                    mih={44}
                    onClick={() => setSending('email')}
                    aria-label={`Reenviar por correo la ${kind.toLowerCase()} ${invoice.folio}`}
                  >
                    Reenviar
                  </Button>
                  <Button
                    variant="light"
                    color="green"
                    mih={44}
                    onClick={() => setSending('whatsapp')}
                    aria-label={`Enviar por WhatsApp la ${kind.toLowerCase()} ${invoice.folio}`}
                  >
                    Enviar por WhatsApp
                  </Button>
                </>
              )}
            </Group>
            {(mayDiscount || mayReplace) && (
              <Group gap="xs" wrap="wrap">
                {mayDiscount && (
                  <Button
                    variant="default"
                    mih={44}
                    onClick={() => setDialog('discount')}
                    aria-label={`Nota de crédito por descuento de la factura ${invoice.folio}`}
                  >
                    Nota de crédito
                  </Button>
                )}
                {mayReplace && (
                  <Button
                    variant="default"
                    mih={44}
                    onClick={() => setDialog('replace')}
                    aria-label={`Sustituir la factura ${invoice.folio} con datos corregidos`}
                  >
                    Sustituir
                  </Button>
                )}
              </Group>
            )}
            {mayCancel && (
              <Button
                color="red"
                variant="outline"
                mih={44}
                ml="auto"
                onClick={() => setDialog('cancel')}
                aria-label={`Cancelar ${the} ${invoice.folio}`}
              >
                {CANCEL_LABELS[invoice.type]}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <SendInvoiceDialog invoice={invoice} mode={sending} onClose={() => setSending(null)} />
      {mayCancel && (
        <CancelInvoiceDialog invoice={invoice} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />
      )}
      {mayReplace && (
        <ReplaceInvoiceDialog
          invoice={invoice}
          opened={dialog === 'replace'}
          onClose={() => setDialog(null)}
        />
      )}
      {mayDiscount && (
        <DiscountCreditNoteDialog
          invoice={invoice}
          opened={dialog === 'discount'}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}

/**
 * A PPD invoice's payments: each «parcialidad» its payment complements report (the complement,
 * the amount, the balance before and after) and what is still owed. Loaded when opened.
 */
function Installments({ invoiceId, folio }: { invoiceId: number; folio: string }) {
  const [opened, setOpened] = useState(false);
  const payments = useInvoicePayments(invoiceId, opened);
  const data = payments.data;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">Pago en parcialidades (PPD)</Text>
        <Button
          variant="subtle"
          mih={44}
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          aria-controls={`installments-${invoiceId}`}
          aria-label={`${opened ? 'Ocultar' : 'Ver'} las parcialidades y el saldo de la factura ${folio}`}
        >
          {opened ? 'Ocultar parcialidades' : 'Ver parcialidades y saldo'}
        </Button>
      </Group>
      {opened && (
        <Stack gap={4} id={`installments-${invoiceId}`}>
          {payments.error && <Alert color="red">{payments.error.message}</Alert>}
          {data && (
            <Text size="sm" fw={600}>
              Saldo insoluto: {formatMoneyPrecise(data.balance_cents / 100)} de{' '}
              {formatMoneyPrecise(data.total_cents / 100)}
            </Text>
          )}
          {data && data.installments.length === 0 && (
            <Text size="sm" c="dimmed">
              Sin pagos todavía: cada abono del cliente emite su complemento de pago.
            </Text>
          )}
          {data && data.installments.length > 0 && (
            <Box component="ol" m={0} pl="md">
              {data.installments.map((row) => (
                <Text component="li" size="sm" key={`${row.installment}-${row.complement.id}`}>
                  Parcialidad {row.installment} · {formatDateTime(row.paid_at)} · pagó{' '}
                  {formatMoneyPrecise(row.paid_cents / 100)} · saldo anterior{' '}
                  {formatMoneyPrecise(row.previous_balance_cents / 100)} · saldo{' '}
                  {formatMoneyPrecise(row.balance_cents / 100)} · complemento {row.complement.folio} (
                  {INVOICE_STATUS_LABELS[row.complement.status]})
                </Text>
              ))}
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
