import { Paper, Stack } from '@mantine/core';
import { can } from '@yonke/domain';
import type { InvoiceSummary } from '@yonke/domain/schemas';
import { useState } from 'react';
import { roleIds, useUser } from '../../../lib/session';
import { InvoiceCardActions } from './invoice-card-actions';
import { InvoiceCardDetails } from './invoice-card-details';
import { InvoiceCardDialogs } from './invoice-card-dialogs';
import type { InvoiceAbilities, InvoiceDialog, SendMode } from './invoice-card-types';
import { KIND_LABELS } from './invoice-labels';

/** One issued CFDI: what the SAT knows of it, its files, and what the owner may still do with it. */
export function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const user = useUser();
  const [dialog, setDialog] = useState<InvoiceDialog | null>(null);
  const [sending, setSending] = useState<SendMode | null>(null);
  const owner = user !== null && can(roleIds(user), 'cancelInvoices');
  const abilities = invoiceAbilities(invoice, owner);
  const kind = KIND_LABELS[invoice.type];
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${kind} ${invoice.folio}`}>
      <Stack gap={4}>
        <InvoiceCardDetails invoice={invoice} />
        {(invoice.status === 'timbrada' || invoice.status === 'cancelada') && (
          <InvoiceCardActions
            invoice={invoice}
            abilities={abilities}
            onDialog={setDialog}
            onSend={setSending}
          />
        )}
      </Stack>
      <InvoiceCardDialogs
        invoice={invoice}
        abilities={abilities}
        dialog={dialog}
        sending={sending}
        onClose={() => setDialog(null)}
        onCloseSending={() => setSending(null)}
      />
    </Paper>
  );
}

/** Which of cancel, replace and discount credit note the owner may start on this invoice now. */
export function invoiceAbilities(invoice: InvoiceSummary, owner: boolean): InvoiceAbilities {
  const cancellation = invoice.cancellation;
  const replacement = invoice.replacement;
  const open = cancellation?.status === 'en_proceso' || cancellation?.status === 'pendiente';
  const mayCancel = owner && invoice.status === 'timbrada' && !open;
  const income = invoice.type === 'I';
  // «Sustituir» again after a refused cancellation asks for it again; while one runs, nothing.
  // The SAT does not cancel an invoice with live credit notes, so it cannot be replaced either.
  const liveNotes = invoice.credit_notes.some(
    (note) => note.status === 'timbrada' || note.status === 'timbrando',
  );
  const mayReplace = mayCancel && income && !liveNotes && (!replacement || replacement.status === 'detenida');
  const mayDiscount = owner && income && (invoice.status === 'timbrada' || invoice.status === 'timbrando');
  return { mayCancel, mayReplace, mayDiscount };
}
