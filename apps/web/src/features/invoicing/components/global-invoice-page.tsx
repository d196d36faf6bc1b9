import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type GlobalOverview,
  type GlobalProposal,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@yonke/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { useGlobalOverview, useGlobalProposal, useStampGlobalInvoice } from '../api/global-invoice';
import { invoicePrintUrl, invoiceXmlUrl } from '../api/invoices';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  timbrada: 'green',
  timbrando: 'blue',
  rechazada: 'red',
  cancelada: 'gray',
};
/** Shown before «y N más»: a monthly proposal can hold hundreds of tickets. */
const TICKETS_SHOWN = 30;

type PeriodEntry = GlobalOverview['periods'][number];

/**
 * «Factura global» (roles 1, 2): per period of the company's periodicity, the paid tickets nobody
 * invoiced; a closed period's proposal is reviewed (tickets, totals per IVA rate, form of payment)
 * and stamped as one CFDI to «Público en general».
 */
export function GlobalInvoicePage() {
  const overview = useGlobalOverview();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const stamp = useStampGlobalInvoice();
  const stampError = stamp.error instanceof ApiError ? stamp.error : null;
  return (
    <Stack maw={960}>
      <Anchor
        component={Link}
        to="/invoices"
        size="sm"
        style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        ← Facturas
      </Anchor>
      <Title order={1} size="h2">
        Factura global
      </Title>
      <Text size="sm" c="dimmed">
        Las ventas que nadie facturó se amparan con una factura a «Público en general» por periodo, con un
        concepto por ticket. Se emite al cerrar el periodo.
      </Text>
      {overview.error && (
        <Alert color="red" role="alert">
          {overview.error.message}
        </Alert>
      )}
      {overview.data && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            Periodicidad: <strong>{overview.data.periodicity_label}</strong>
          </Text>
          <Anchor
            component={Link}
            to="/fiscal-profile"
            size="sm"
            style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
          >
            Cambiarla en «Datos fiscales»
          </Anchor>
        </Group>
      )}
      {stampError && (
        <Alert color="red" role="alert" title="No se timbró la factura global">
          {stampError.message}
        </Alert>
      )}
      {stamp.data && (
        <Alert color={STATUS_COLORS[stamp.data.status]} role="status">
          Factura global {stamp.data.folio}: {INVOICE_STATUS_LABELS[stamp.data.status]}
          {stamp.data.error_message ? ` — ${stamp.data.error_message}` : ''}
        </Alert>
      )}
      {overview.isPending && <Loader aria-label="Cargando periodos" />}
      {overview.data?.periods.map((entry) => (
        <PeriodCard
          key={entry.period.start}
          entry={entry}
          open={reviewing === entry.period.start}
          onReview={() => {
            stamp.reset();
            setReviewing(reviewing === entry.period.start ? null : entry.period.start);
          }}
          stamping={stamp.isPending}
          onStamp={(proposal) =>
            stamp.mutate(
              { start: proposal.period.start, sale_ids: proposal.tickets.map((ticket) => ticket.sale_id) },
              { onSuccess: () => setReviewing(null) },
            )
          }
        />
      ))}
    </Stack>
  );
}

function PeriodCard(props: {
  entry: PeriodEntry;
  open: boolean;
  onReview: () => void;
  stamping: boolean;
  onStamp: (proposal: GlobalProposal) => void;
}) {
  const { period, ticket_count, total_cents, invoices } = props.entry;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Periodo ${period.label}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {period.label}
          </Title>
          <Badge color={period.closed ? 'gray' : 'blue'} variant="light">
            {period.closed ? 'Cerrado' : 'En curso'}
          </Badge>
        </Group>
        <Text size="sm">
          {ticket_count === 0
            ? 'Sin tickets por facturar.'
            : `${ticket_count} ${ticket_count === 1 ? 'ticket' : 'tickets'} por facturar · ${formatMoneyPrecise(total_cents / 100)}`}
        </Text>
        {!period.closed && ticket_count > 0 && (
          <Text size="sm" c="dimmed">
            La factura global de este periodo se timbra cuando termine.
          </Text>
        )}
        {invoices.map((invoice) => (
          <IssuedGlobal key={invoice.id} invoice={invoice} />
        ))}
        {period.closed && ticket_count > 0 && (
          <Group justify="flex-end">
            <Button
              variant={props.open ? 'default' : 'filled'}
              onClick={props.onReview}
              mih={44}
              aria-expanded={props.open}
              aria-label={`${props.open ? 'Cerrar la propuesta' : 'Revisar y timbrar la factura global'} de ${period.label}`}
            >
              {props.open ? 'Cerrar' : 'Revisar y timbrar'}
            </Button>
          </Group>
        )}
        {props.open && (
          <ProposalReview start={period.start} stamping={props.stamping} onStamp={props.onStamp} />
        )}
      </Stack>
    </Paper>
  );
}

function IssuedGlobal({ invoice }: { invoice: InvoiceSummary }) {
  const done = invoice.status === 'timbrada' || invoice.status === 'cancelada';
  return (
    <Paper withBorder p="sm" component="article" aria-label={`Factura global ${invoice.folio}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            Factura global {invoice.folio} · {formatMoneyPrecise(invoice.total_cents / 100)} ·{' '}
            {invoice.sale_ids.length} tickets
          </Text>
          <Badge color={STATUS_COLORS[invoice.status]} variant="light">
            {INVOICE_STATUS_LABELS[invoice.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Emitida {formatDateTime(invoice.created_at)}
          {invoice.uuid ? ` · Folio fiscal ${invoice.uuid.toUpperCase()}` : ''}
        </Text>
        {invoice.error_message && (
          <Text size="sm" c={invoice.status === 'rechazada' ? 'red' : 'dimmed'}>
            {invoice.error_message}
          </Text>
        )}
        {done && (
          <Group gap="md" wrap="wrap">
            <Anchor
              href={invoiceXmlUrl(invoice.id)}
              download
              style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              aria-label={`Descargar el XML de la factura global ${invoice.folio}`}
            >
              Descargar XML
            </Anchor>
            <Anchor
              href={invoicePrintUrl(invoice.id)}
              target="_blank"
              rel="noopener"
              style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              aria-label={`Ver e imprimir la factura global ${invoice.folio} (PDF)`}
            >
              Ver e imprimir (PDF)
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ProposalReview(props: {
  start: string;
  stamping: boolean;
  onStamp: (proposal: GlobalProposal) => void;
}) {
  const proposal = useGlobalProposal(props.start);
  if (proposal.isPending) return <Loader aria-label="Cargando la propuesta" />;
  if (proposal.error)
    return (
      <Alert color="red" role="alert">
        {proposal.error.message}
      </Alert>
    );
  const data = proposal.data;
  const hidden = data.tickets.length - TICKETS_SHOWN;
  return (
    <Stack gap="xs" aria-label={`Propuesta de ${data.period.label}`}>
      <Title order={3} size="h5">
        Tickets que ampara
      </Title>
      {data.tickets.slice(0, TICKETS_SHOWN).map((ticket) => (
        <Group key={ticket.sale_id} justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              Ticket {ticket.folio}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {formatDateTime(ticket.paid_at)} · {ticket.customer_name}
            </Text>
          </div>
          <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            <Text size="sm">{formatMoneyPrecise(ticket.net_cents / 100)}</Text>
            <Text size="xs" c="dimmed">
              IVA {formatMoneyPrecise(ticket.tax_cents / 100)}
            </Text>
          </div>
        </Group>
      ))}
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          y {hidden} {hidden === 1 ? 'ticket más' : 'tickets más'}.
        </Text>
      )}
      <Title order={3} size="h5" mt="xs">
        Totales por tasa de IVA
      </Title>
      {data.by_rate.map((group) => (
        <Text key={group.rate} size="sm">
          {group.rate === 0 ? 'Tasa 0 %' : `IVA ${group.rate / 100} %`}: base{' '}
          {formatMoneyPrecise(group.base_cents / 100)} · IVA {formatMoneyPrecise(group.tax_cents / 100)} ·
          total {formatMoneyPrecise(group.total_cents / 100)}
        </Text>
      ))}
      <Text size="sm">
        Forma de pago: {data.payment_form} {data.payment_form_label ?? ''} (la del mayor importe) · Método PUE
      </Text>
      <Text fw={700}>
        Total: {formatMoneyPrecise(data.total_cents / 100)} · {data.ticket_count}{' '}
        {data.ticket_count === 1 ? 'ticket' : 'tickets'}
      </Text>
      <Group justify="flex-end">
        <Button
          onClick={() => props.onStamp(data)}
          loading={props.stamping}
          disabled={data.ticket_count === 0}
          mih={48}
          aria-label={`Timbrar la factura global de ${data.period.label} por ${formatMoneyPrecise(data.total_cents / 100)}`}
        >
          Timbrar factura global
        </Button>
      </Group>
    </Stack>
  );
}
