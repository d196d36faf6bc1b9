import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { can } from '@yonke/domain';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type InvoiceSummary,
  type SaleSummary,
} from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { roleIds, useUser } from '../../../lib/session';
import { useInvoices, useIssueInvoice, usePaidTickets } from '../api/invoices';
import { InvoiceCard } from './invoice-card';
import { STATUS_COLORS } from './invoice-labels';

const FILTERS: Array<{ value: InvoiceStatus | 'todas'; label: string }> = [
  { value: 'todas', label: 'Todas' },
  { value: 'timbrada', label: 'Timbradas' },
  { value: 'timbrando', label: 'Timbrando' },
  { value: 'rechazada', label: 'Rechazadas' },
  { value: 'cancelada', label: 'Canceladas' },
];

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
