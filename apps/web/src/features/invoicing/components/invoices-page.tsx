import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { can } from '@yonke/domain';
import { CANCEL_STATUS_LABELS } from '@yonke/domain/cfdi';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type InvoiceSummary,
  type SaleSummary,
} from '@yonke/domain/schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { invoicePdfUrl } from '../api/invoice-delivery';
import {
  invoicePrintUrl,
  invoiceXmlUrl,
  useInvoices,
  useIssueInvoice,
  usePaidTickets,
} from '../api/invoices';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
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

/** «Facturas»: the company's CFDI, and the paid tickets to invoice (two taps: the ticket, to whom). */
export function InvoicesPage() {
  const [filter, setFilter] = useState<InvoiceStatus | 'todas'>('todas');
  const invoices = useInvoices(filter === 'todas' ? null : filter);
  const all = useInvoices(null);
  const tickets = usePaidTickets();
  const issue = useIssueInvoice();
  const issueError = issue.error instanceof ApiError ? issue.error : null;
  const invoicedSales = new Map<number, InvoiceSummary>();
  for (const invoice of all.data?.data ?? []) {
    if (invoice.status !== 'rechazada' && invoice.status !== 'cancelada')
      for (const saleId of invoice.sale_ids) invoicedSales.set(saleId, invoice);
  }
  const pending = (tickets.data?.data ?? []).filter((ticket) => !invoicedSales.has(ticket.id));

  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        Facturas
      </Title>
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
  const [cancelling, setCancelling] = useState(false);
  const [sending, setSending] = useState<'email' | 'whatsapp' | null>(null);
  const cancellation = invoice.cancellation;
  const open = cancellation?.status === 'en_proceso' || cancellation?.status === 'pendiente';
  const kind = invoice.type === 'E' ? 'Nota de crédito' : 'Factura';
  const mayCancel =
    user !== null && can(roleIds(user), 'cancelInvoices') && invoice.status === 'timbrada' && !open;
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${kind} ${invoice.folio}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {kind} {invoice.folio} · {formatMoney(invoice.total_cents / 100)}
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
          <Text size="sm">Por la devolución de una línea de la factura {invoice.related_invoice.folio}</Text>
        )}
        {invoice.credit_notes.length > 0 && (
          <Text size="sm">
            Notas de crédito:{' '}
            {invoice.credit_notes
              .map(
                (note) =>
                  `${note.folio} (${formatMoney(note.total_cents / 100)}, ${INVOICE_STATUS_LABELS[note.status]})`,
              )
              .join(' · ')}
          </Text>
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
                aria-label={`Descargar el XML de la ${kind.toLowerCase()} ${invoice.folio}`}
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
                aria-label={`Ver e imprimir la ${kind.toLowerCase()} ${invoice.folio} (PDF)`}
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
            {mayCancel && (
              <Button
                color="red"
                variant="outline"
                mih={44}
                onClick={() => setCancelling(true)}
                aria-label={`Cancelar la ${kind.toLowerCase()} ${invoice.folio}`}
              >
                {invoice.type === 'E' ? 'Cancelar nota de crédito' : 'Cancelar factura'}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <SendInvoiceDialog invoice={invoice} mode={sending} onClose={() => setSending(null)} />
      {mayCancel && (
        <CancelInvoiceDialog invoice={invoice} opened={cancelling} onClose={() => setCancelling(false)} />
      )}
    </Paper>
  );
}
