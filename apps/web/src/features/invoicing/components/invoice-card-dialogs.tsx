import type { InvoiceSummary } from '@yonke/domain/schemas';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { DiscountCreditNoteDialog } from './discount-credit-note-dialog';
import type { InvoiceAbilities, InvoiceDialog, SendMode } from './invoice-card-types';
import { ReplaceInvoiceDialog } from './replace-invoice-dialog';
import { SendInvoiceDialog } from './send-invoice-dialog';

/** The dialogs an invoice card opens; each is mounted only while its action is allowed. */
export function InvoiceCardDialogs(props: {
  invoice: InvoiceSummary;
  abilities: InvoiceAbilities;
  dialog: InvoiceDialog | null;
  sending: SendMode | null;
  onClose: () => void;
  onCloseSending: () => void;
}) {
  const { invoice, abilities, dialog, onClose } = props;
  return (
    <>
      <SendInvoiceDialog invoice={invoice} mode={props.sending} onClose={props.onCloseSending} />
      {abilities.mayCancel && (
        <CancelInvoiceDialog invoice={invoice} opened={dialog === 'cancel'} onClose={onClose} />
      )}
      {abilities.mayReplace && (
        <ReplaceInvoiceDialog invoice={invoice} opened={dialog === 'replace'} onClose={onClose} />
      )}
      {abilities.mayDiscount && (
        <DiscountCreditNoteDialog invoice={invoice} opened={dialog === 'discount'} onClose={onClose} />
      )}
    </>
  );
}
