import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { centsToPesosInput, parsePesos } from '@yonke/domain';
import type { SelfInvoicingSettings } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSaveSelfInvoicingSettings, useSelfInvoicingSettings } from '../api/invoice-delivery';

const AMOUNT_MESSAGE = 'Escribe el monto en pesos (por ejemplo 5000) o déjalo vacío.';

/** «Facturación en línea»: whether customers may invoice their own ticket from its QR, and within what. */
export function SelfInvoicingSection(props: { hasProfile: boolean }) {
  const settings = useSelfInvoicingSettings(props.hasProfile);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="self-invoicing-title">
      <Stack>
        <Title order={2} size="h4" id="self-invoicing-title">
          Facturación en línea
        </Title>
        <Text size="sm" c="dimmed">
          El cliente escanea el código QR de su ticket, escribe sus datos fiscales y recibe su factura (PDF y
          XML) por correo, sin pasar al mostrador.
        </Text>
        {!props.hasProfile && <Text size="sm">Guarda primero los datos del emisor.</Text>}
        {settings.error && <Alert color="red">{settings.error.message}</Alert>}
        {settings.data && <SettingsForm settings={settings.data} />}
      </Stack>
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: SelfInvoicingSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [sameMonth, setSameMonth] = useState(settings.same_month);
  const [limit, setLimit] = useState(
    settings.max_total_cents === null ? '' : centsToPesosInput(settings.max_total_cents),
  );
  const [limitError, setLimitError] = useState<string | null>(null);
  const save = useSaveSelfInvoicingSettings();
  const error = save.error instanceof ApiError ? save.error : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        let cents: number | null = null;
        if (limit.trim() !== '') {
          cents = parsePesos(limit);
          if (cents === null || cents <= 0) {
            setLimitError(AMOUNT_MESSAGE);
            return;
          }
        }
        setLimitError(null);
        save.mutate({ enabled, same_month: sameMonth, max_total_cents: cents });
      }}
    >
      <Stack>
        <Switch
          label="Los clientes pueden facturar sus tickets en línea"
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          size="md"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
        <Switch
          label="Solo tickets pagados en el mes en curso"
          description="Un ticket de un mes cerrado suele ir en la factura global de ese mes."
          checked={sameMonth}
          onChange={(event) => setSameMonth(event.currentTarget.checked)}
          disabled={!enabled}
          size="md"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
        <TextInput
          label="Monto máximo por ticket (pesos)"
          description="Vacío: sin límite. Un ticket mayor se factura en el mostrador."
          value={limit}
          onChange={(event) => setLimit(event.currentTarget.value)}
          inputMode="decimal"
          disabled={!enabled}
          error={limitError ?? error?.field('max_total_cents')}
          maw={320}
          styles={{ input: { minHeight: 44 } }}
        />
        {error && error.status !== 422 && <Alert color="red">{error.message}</Alert>}
        {save.isSuccess && (
          <Alert color="green" role="status">
            Facturación en línea guardada.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} mih={44}>
            Guardar facturación en línea
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
