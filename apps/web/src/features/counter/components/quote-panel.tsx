import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { centsToPesos, lastDayLabel, phoneDigits } from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { useState } from 'react';
import { apiUrl } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { useSaveQuote } from '../api/sales';
import { DepositForm, dayFromToday } from './deposit-form';
import { PaymentPanel } from './payment-panel';
import { publicUrl } from './ticket-done';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

/** «Guardar como cotización»: asks until when the prices stand. */
export function SaveQuoteModal({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  const [day, setDay] = useState(dayFromToday(3));
  const save = useSaveQuote(sale.id);
  const error = save.error instanceof ApiError ? save.error : null;
  return (
    <Modal opened onClose={onClose} title={`Guardar ${sale.folio} como cotización`}>
      <Stack>
        <TextInput
          type="date"
          label="Válida hasta"
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={error?.field('expires_on')}
          data-autofocus
        />
        {error && !error.field('expires_on') && <Alert color="red">{error.message}</Alert>}
        <Text size="sm">Las autopartes quedan libres hasta que el cliente deje un anticipo.</Text>
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ expires_on: day }, { onSuccess: onClose })}
          >
            Guardar cotización
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A WhatsApp message with the quote's public page, to the customer's number when there is one. */
function quoteWhatsapp(sale: Sale): string {
  const text = `Tu cotización ${sale.folio}: ${publicUrl(sale)}`;
  const digits = sale.customer?.phone ? phoneDigits(sale.customer.phone) : null;
  return `https://wa.me/${digits ? `52${digits}` : ''}?text=${encodeURIComponent(text)}`;
}

/** A quote on the counter: its lines and validity, share, a deposit that holds its parts, and conversion. */
export function QuotePanel({ sale, onNew }: { sale: Sale; onNew: () => void }) {
  const expired = (() => {
    const deadline = sale.hold_until ?? sale.expires_at;
    return deadline !== null && new Date(deadline).getTime() <= Date.now();
  })();
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Cotización {sale.folio}
        </Title>
        <Text>
          Cliente: {sale.customer_name} · Válida hasta el {lastDayLabel(sale.expires_at)}
        </Text>
        {sale.hold_until && (
          <Alert color="yellow">
            Anticipo de {money(sale.paid_cents)}: las autopartes están separadas hasta el{' '}
            {lastDayLabel(sale.hold_until)}.
          </Alert>
        )}
        {sale.lines.map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {line.part_code ? `${line.part_code} · ` : ''}
              {line.description}
              {line.problem ? ` — ${line.problem}` : ''}
            </Text>
            <Text size="sm" fw={600}>
              {money(line.net_cents)}
            </Text>
          </Group>
        ))}
        <Text size="sm">
          Página pública:{' '}
          <Anchor href={sale.public_path} target="_blank" style={{ wordBreak: 'break-all' }}>
            {publicUrl(sale)}
          </Anchor>
        </Text>
        <Group gap="xs">
          <Button component="a" href={quoteWhatsapp(sale)} target="_blank" rel="noopener" color="green">
            Enviar por WhatsApp
          </Button>
          <Button
            component="a"
            href={apiUrl('/api/sales/{id}/ticket', { id: sale.id }, { format: 'carta' })}
            target="_blank"
            variant="default"
          >
            Imprimir (PDF)
          </Button>
        </Group>
        {expired ? (
          <Alert color="red">Esta cotización venció; ya no se puede convertir en venta. Haz una nueva.</Alert>
        ) : (
          <>
            {sale.payments.length === 0 && <DepositForm sale={sale} />}
            <Text fw={600}>Convertir en venta</Text>
            <PaymentPanel key={`convert-${sale.id}`} sale={sale} convert />
          </>
        )}
        <Button size="md" variant="default" onClick={onNew}>
          Nuevo ticket
        </Button>
      </Stack>
    </Paper>
  );
}
