import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { CFDI_USES, TAX_REGIMES } from '@yonke/domain';
import type { InvoiceSummary } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useReplaceInvoice } from '../api/credit-notes';

const REGIME_OPTIONS = Object.entries(TAX_REGIMES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));
const USE_OPTIONS = Object.entries(CFDI_USES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));

/**
 * «Sustituir factura»: the receiver's corrected data; the product issues the new invoice (related
 * to this one as its substitute), stamps it, and then cancels this one with motive 01.
 */
export function ReplaceInvoiceDialog(props: {
  invoice: InvoiceSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const { invoice } = props;
  const generic = invoice.receiver_rfc === 'XAXX010101000';
  const [toPublic, setToPublic] = useState(false);
  const [rfc, setRfc] = useState(generic ? '' : invoice.receiver_rfc);
  const [name, setName] = useState(generic ? '' : invoice.receiver_name);
  const [regime, setRegime] = useState<string | null>(null);
  const [postalCode, setPostalCode] = useState('');
  const [use, setUse] = useState<string | null>(null);
  const replace = useReplaceInvoice();
  const error = replace.error instanceof ApiError ? replace.error : null;
  const close = () => {
    replace.reset();
    props.onClose();
  };
  const fieldErrors = ['rfc', 'business_name', 'tax_regime', 'postal_code', 'cfdi_use'];

  return (
    <Modal opened={props.opened} onClose={close} title={`Sustituir la factura ${invoice.folio}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          replace.mutate(
            {
              id: invoice.id,
              body: toPublic
                ? { public: true }
                : {
                    rfc,
                    business_name: name,
                    tax_regime: regime ?? '',
                    postal_code: postalCode,
                    cfdi_use: use ?? '',
                  },
            },
            { onSuccess: close },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Se emite una factura nueva del mismo ticket ({formatMoney(invoice.total_cents / 100)}) con los
            datos corregidos; ya timbrada, se cancela esta con el motivo 01 y el folio fiscal de la nueva.
          </Text>
          <Checkbox
            label="Facturar a «Público en general»"
            checked={toPublic}
            onChange={(event) => setToPublic(event.currentTarget.checked)}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
          {!toPublic && (
            <>
              <TextInput
                label="RFC del receptor"
                value={rfc}
                onChange={(event) => setRfc(event.currentTarget.value)}
                error={error?.field('rfc')}
                autoComplete="off"
                spellCheck={false}
                data-autofocus
              />
              <TextInput
                label="Razón social (como en la constancia)"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={error?.field('business_name')}
              />
              <Select
                label="Régimen fiscal"
                placeholder="Elige el régimen"
                data={REGIME_OPTIONS}
                value={regime}
                onChange={setRegime}
                error={error?.field('tax_regime')}
                searchable
              />
              <TextInput
                label="Código postal del domicilio fiscal"
                value={postalCode}
                onChange={(event) => setPostalCode(event.currentTarget.value)}
                error={error?.field('postal_code')}
                inputMode="numeric"
                maxLength={5}
              />
              <Select
                label="Uso del CFDI"
                placeholder="Elige el uso"
                data={USE_OPTIONS}
                value={use}
                onChange={setUse}
                error={error?.field('cfdi_use')}
                searchable
              />
            </>
          )}
          {error && !fieldErrors.some((field) => error.field(field)) && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" onClick={close} mih={44}>
              Volver
            </Button>
            <Button type="submit" loading={replace.isPending} mih={44}>
              Emitir la nueva y cancelar esta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
