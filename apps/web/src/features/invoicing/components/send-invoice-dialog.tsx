import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { InvoiceSummary } from '@yonke/domain/schemas';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useInvoiceShare, useResendInvoice } from '../api/invoice-delivery';

/**
 * «Reenviar» (the PDF and the XML by e-mail, to the customer's address unless another is typed)
 * and «Enviar por WhatsApp» (wa.me with the invoice's public page in the message).
 */
export function SendInvoiceDialog(props: {
  invoice: InvoiceSummary;
  mode: 'email' | 'whatsapp' | null;
  onClose: () => void;
}) {
  const { invoice } = props;
  const share = useInvoiceShare(invoice.id, props.mode !== null);
  const resend = useResendInvoice();
  const [email, setEmail] = useState('');
  const error = resend.error instanceof ApiError ? resend.error : null;
  const defaultEmail = share.data?.email ?? '';
  useEffect(() => {
    if (props.mode === 'email') setEmail(defaultEmail);
  }, [defaultEmail, props.mode]);
  const kind = invoice.type === 'E' ? 'nota de crédito' : 'factura';
  const close = () => {
    resend.reset();
    props.onClose();
  };
  return (
    <Modal
      opened={props.mode !== null}
      onClose={close}
      title={
        props.mode === 'whatsapp'
          ? `Enviar la ${kind} ${invoice.folio} por WhatsApp`
          : `Reenviar la ${kind} ${invoice.folio}`
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {invoice.receiver_name} · {invoice.receiver_rfc}
        </Text>
        {share.isPending && <Loader size="sm" aria-label="Cargando" />}
        {share.error && <Alert color="red">{share.error.message}</Alert>}
        {share.data && props.mode === 'whatsapp' && (
          <>
            {share.data.whatsapp_url ? (
              <Text size="sm">
                Se abrirá WhatsApp con un mensaje para {share.data.phone} con el enlace a la {kind}: desde ahí
                el cliente descarga el PDF y el XML.
              </Text>
            ) : (
              <Alert color="yellow" role="note">
                El cliente del ticket no tiene un teléfono de 10 dígitos: comparte el enlace tú mismo.
              </Alert>
            )}
            <TextInput
              label="Enlace de la factura"
              value={share.data.public_url}
              readOnly
              spellCheck={false}
              styles={{ input: { minHeight: 44 } }}
            />
            <Group justify="space-between" wrap="wrap">
              <Button variant="default" onClick={close} mih={44}>
                Volver
              </Button>
              {share.data.whatsapp_url && (
                <Button
                  component="a"
                  href={share.data.whatsapp_url}
                  target="_blank"
                  rel="noopener"
                  color="green"
                  mih={44}
                >
                  Abrir WhatsApp
                </Button>
              )}
            </Group>
          </>
        )}
        {share.data && props.mode === 'email' && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              resend.mutate({ id: invoice.id, email: email.trim() });
            }}
          >
            <Stack gap="sm">
              {!share.data.email_configured && (
                <Alert color="yellow" role="note">
                  El envío por correo no está configurado en el servidor: descarga el PDF y el XML y envíalos
                  tú.
                </Alert>
              )}
              <TextInput
                label="Correo electrónico"
                description="Se envían el PDF y el XML."
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error?.field('email')}
                autoComplete="email"
                disabled={!share.data.email_configured}
                styles={{ input: { minHeight: 44 } }}
                data-autofocus
              />
              {resend.data && (
                <Alert color="green" role="status">
                  {resend.data.message}
                </Alert>
              )}
              {error && !error.field('email') && (
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
                  loading={resend.isPending}
                  disabled={!share.data.email_configured || email.trim() === ''}
                  mih={44}
                >
                  Enviar
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
