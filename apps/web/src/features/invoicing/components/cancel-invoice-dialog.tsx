import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { CANCEL_MOTIVES, type CancelMotive, cancelWithoutAcceptanceReason } from '@yonke/domain/cfdi';
import type { InvoiceSummary } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useCancelInvoice } from '../api/cancel-invoice';

const MOTIVE_OPTIONS = Object.entries(CANCEL_MOTIVES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));
/** A payment complement is cancelled for an error in it: 01 (replaced) or 02 only. */
const PAYMENT_MOTIVE_OPTIONS = MOTIVE_OPTIONS.filter(
  (option) => option.value === '01' || option.value === '02',
);
const KIND_NAMES = { I: 'factura', E: 'nota de crédito', P: 'complemento de pago' } as const;

/**
 * «Cancelar factura»: the SAT's motive (01 with the replacing invoice's folio fiscal), and whether
 * the customer must accept it (regla 2.7.1.35), said before the request is sent.
 */
export function CancelInvoiceDialog(props: {
  invoice: InvoiceSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const { invoice } = props;
  const user = useUser();
  const [motive, setMotive] = useState<CancelMotive | null>(null);
  const [replacement, setReplacement] = useState('');
  const cancel = useCancelInvoice();
  const error = cancel.error instanceof ApiError ? cancel.error : null;
  const withoutAcceptance = invoice.stamped_at
    ? cancelWithoutAcceptanceReason({
        type: invoice.type === 'E' ? 'E' : 'I',
        totalCents: invoice.total_cents,
        receiverRfc: invoice.receiver_rfc,
        stampedAt: new Date(invoice.stamped_at),
        now: new Date(),
        timeZone: user?.store.time_zone ?? 'America/Mexico_City',
      })
    : null;

  const close = () => {
    cancel.reset();
    props.onClose();
  };

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={`Cancelar ${invoice.type === 'P' ? 'el' : 'la'} ${KIND_NAMES[invoice.type]} ${invoice.folio}`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!motive) return;
          cancel.mutate(
            {
              id: invoice.id,
              body: motive === '01' ? { motive, replacement_uuid: replacement.trim() } : { motive },
            },
            { onSuccess: close },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {invoice.receiver_name} ·{' '}
            {formatMoneyPrecise(
              (invoice.type === 'P' ? (invoice.payment_cents ?? 0) : invoice.total_cents) / 100,
            )}
          </Text>
          <Select
            label="Motivo de la cancelación (SAT)"
            placeholder="Elige el motivo"
            data={invoice.type === 'P' ? PAYMENT_MOTIVE_OPTIONS : MOTIVE_OPTIONS}
            value={motive}
            onChange={(value) => setMotive(value as CancelMotive | null)}
            error={error?.field('motive')}
            allowDeselect={false}
            data-autofocus
          />
          {motive === '01' && (
            <TextInput
              label={
                invoice.type === 'P'
                  ? 'Folio fiscal (UUID) del complemento de pago que lo sustituye'
                  : 'Folio fiscal (UUID) de la factura que la sustituye'
              }
              description="Primero emite la factura correcta; luego cancela esta con su folio fiscal."
              value={replacement}
              onChange={(event) => setReplacement(event.currentTarget.value)}
              error={error?.field('replacement_uuid')}
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <Alert color={withoutAcceptance ? 'blue' : 'yellow'} role="note">
            {withoutAcceptance
              ? `El SAT la cancela sin pedir la aceptación del cliente: ${withoutAcceptance}.`
              : 'El cliente debe aceptar la cancelación en el portal del SAT; tiene 3 días hábiles y, si no responde, queda cancelada.'}
          </Alert>
          {error && !error.field('motive') && !error.field('replacement_uuid') && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" onClick={close} mih={44}>
              Volver
            </Button>
            <Button
              type="submit"
              color="red"
              loading={cancel.isPending}
              disabled={!motive || (motive === '01' && replacement.trim() === '')}
              mih={44}
            >
              Pedir la cancelación
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
