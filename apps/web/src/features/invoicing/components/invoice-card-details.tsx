import { Badge, Group, Text } from '@mantine/core';
import { CANCEL_STATUS_LABELS } from '@yonke/domain/cfdi';
import { INVOICE_STATUS_LABELS, type InvoiceSummary } from '@yonke/domain/schemas';
import { PendingCreditNotes } from '../../../components/pending-credit-notes';
import { formatDateTime, formatMoneyPrecise } from '../../../lib/format';
import { useRetryCreditNote } from '../api/credit-notes';
import { Installments } from './invoice-installments';
import { KIND_LABELS, REPLACEMENT_LABELS, STATUS_COLORS } from './invoice-labels';

/** Everything an invoice card says about the CFDI, from its folio and status to its cancellation. */
export function InvoiceCardDetails({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <>
      <InvoiceHeading invoice={invoice} />
      <InvoiceLinks invoice={invoice} />
      <InvoiceCreditNotes invoice={invoice} />
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
      <InvoiceCancellation invoice={invoice} />
    </>
  );
}

/** The kind, folio and amount, its status, the receiver and when and under which UUID it was issued. */
function InvoiceHeading({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {KIND_LABELS[invoice.type]} {invoice.folio} ·{' '}
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
    </>
  );
}

/** The invoices this one credits, replaces or is being replaced by. */
function InvoiceLinks({ invoice }: { invoice: InvoiceSummary }) {
  const replacement = invoice.replacement;
  return (
    <>
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
    </>
  );
}

/** Credit notes still to stamp (with a retry) and the ones already issued against this invoice. */
function InvoiceCreditNotes({ invoice }: { invoice: InvoiceSummary }) {
  const retry = useRetryCreditNote();
  return (
    <>
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
    </>
  );
}

/** A cancellation on its way (or refused), or when and why the SAT cancelled it. */
function InvoiceCancellation({ invoice }: { invoice: InvoiceSummary }) {
  const cancellation = invoice.cancellation;
  if (!cancellation) return null;
  if (invoice.status === 'cancelada')
    return (
      <Text size="sm" c="dimmed">
        Cancelada {formatDateTime(cancellation.cancelled_at)} · motivo {cancellation.motive}
        {cancellation.replacement_uuid
          ? ` · la sustituye ${cancellation.replacement_uuid.toUpperCase()}`
          : ''}
      </Text>
    );
  return (
    <Text size="sm" c={cancellation.status === 'rechazada' ? 'red' : 'orange.8'} role="status">
      {CANCEL_STATUS_LABELS[cancellation.status]} (motivo {cancellation.motive})
      {cancellation.error_message ? `: ${cancellation.error_message}` : ''}
    </Text>
  );
}
