import { Anchor, Button, Group } from '@mantine/core';
import type { InvoiceSummary } from '@yonke/domain/schemas';
import { invoicePdfUrl } from '../api/invoice-delivery';
import { invoicePrintUrl, invoiceXmlUrl } from '../api/invoices';
import type { InvoiceAbilities, InvoiceDialog, SendMode } from './invoice-card-types';
import { CANCEL_LABELS, KIND_LABELS } from './invoice-labels';

const LINK_STYLE = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;

/** How an invoice is named inside a sentence: «la factura», «la nota de crédito», «el complemento de pago». */
function invoiceNames(invoice: InvoiceSummary) {
  const kind = KIND_LABELS[invoice.type].toLowerCase();
  return { kind, the: `${invoice.type === 'P' ? 'el' : 'la'} ${kind}` };
}

/**
 * A stamped or cancelled invoice's actions: its files and sending on the left, the fixes in the
 * middle, and cancelling apart at the far end so it is not tapped by mistake.
 */
export function InvoiceCardActions(props: {
  invoice: InvoiceSummary;
  abilities: InvoiceAbilities;
  onDialog: (dialog: InvoiceDialog) => void;
  onSend: (mode: SendMode) => void;
}) {
  const { invoice, abilities, onDialog } = props;
  const { the } = invoiceNames(invoice);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <InvoiceFiles invoice={invoice} onSend={props.onSend} />
      <InvoiceFixes invoice={invoice} abilities={abilities} onDialog={onDialog} />
      {abilities.mayCancel && (
        <Button
          color="red"
          variant="outline"
          mih={44}
          ml="auto"
          onClick={() => onDialog('cancel')}
          aria-label={`Cancelar ${the} ${invoice.folio}`}
        >
          {CANCEL_LABELS[invoice.type]}
        </Button>
      )}
    </Group>
  );
}

/** The XML, PDF and print links, and (while stamped) sending it again by mail or WhatsApp. */
function InvoiceFiles(props: { invoice: InvoiceSummary; onSend: (mode: SendMode) => void }) {
  const { invoice, onSend } = props;
  const { kind, the } = invoiceNames(invoice);
  return (
    <Group gap="md" wrap="wrap">
      <Anchor
        href={invoiceXmlUrl(invoice.id)}
        download
        style={LINK_STYLE}
        aria-label={`Descargar el XML de ${the} ${invoice.folio}`}
      >
        Descargar XML
      </Anchor>
      <Anchor
        href={invoicePdfUrl(invoice.id)}
        download
        style={LINK_STYLE}
        aria-label={`Descargar el PDF de la ${kind} ${invoice.folio}`}
      >
        Descargar PDF
      </Anchor>
      <Anchor
        href={invoicePrintUrl(invoice.id)}
        target="_blank"
        rel="noopener"
        style={LINK_STYLE}
        aria-label={`Ver e imprimir ${the} ${invoice.folio} (PDF)`}
      >
        Imprimir
      </Anchor>
      {invoice.status === 'timbrada' && (
        <>
          <Button
            variant="light"
            mih={44}
            onClick={() => onSend('email')}
            aria-label={`Reenviar por correo la ${kind} ${invoice.folio}`}
          >
            Reenviar
          </Button>
          <Button
            variant="light"
            color="green"
            mih={44}
            onClick={() => onSend('whatsapp')}
            aria-label={`Enviar por WhatsApp la ${kind} ${invoice.folio}`}
          >
            Enviar por WhatsApp
          </Button>
        </>
      )}
    </Group>
  );
}

/** A discount credit note and a replacement with corrected data, when the owner may issue them. */
function InvoiceFixes(props: {
  invoice: InvoiceSummary;
  abilities: InvoiceAbilities;
  onDialog: (dialog: InvoiceDialog) => void;
}) {
  const { invoice, abilities, onDialog } = props;
  if (!abilities.mayDiscount && !abilities.mayReplace) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {abilities.mayDiscount && (
        <Button
          variant="default"
          mih={44}
          onClick={() => onDialog('discount')}
          aria-label={`Nota de crédito por descuento de la factura ${invoice.folio}`}
        >
          Nota de crédito
        </Button>
      )}
      {abilities.mayReplace && (
        <Button
          variant="default"
          mih={44}
          onClick={() => onDialog('replace')}
          aria-label={`Sustituir la factura ${invoice.folio} con datos corregidos`}
        >
          Sustituir
        </Button>
      )}
    </Group>
  );
}
