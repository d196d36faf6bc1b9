import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { centsToPesos, PAYMENT_METHOD_LABELS, phoneDigits, saleStatusLabel } from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { apiUrl } from '../../../lib/api';
import { formatMoneyPrecise } from '../../../lib/format';
import { PaymentPanel } from './payment-panel';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

/** The ticket's public address, as the customer opens it. */
export function publicUrl(sale: Sale): string {
  return `${window.location.origin}${sale.public_path}`;
}

/** A WhatsApp link with the ticket's public page: to the customer's number when there is one. */
export function whatsappLink(sale: Sale): string {
  const text = `Tu ticket ${sale.folio}: ${publicUrl(sale)}`;
  const digits = sale.customer?.phone ? phoneDigits(sale.customer.phone) : null;
  return `https://wa.me/${digits ? `52${digits}` : ''}?text=${encodeURIComponent(text)}`;
}

/** Print in each format (a tab of its own) and share; the same on the counter and in the list. */
export function TicketActions({ sale }: { sale: Sale }) {
  const ticket = (query: Record<string, string>) => apiUrl('/api/sales/{id}/ticket', { id: sale.id }, query);
  return (
    <Group gap="xs">
      <Button component="a" href={ticket({ format: '58', print: '1' })} target="_blank" variant="default">
        Imprimir 58 mm
      </Button>
      <Button component="a" href={ticket({ format: '80', print: '1' })} target="_blank" variant="default">
        Imprimir 80 mm
      </Button>
      <Button component="a" href={ticket({ format: 'carta' })} target="_blank" variant="default">
        Carta (PDF)
      </Button>
      {sale.status === 'pagada' && (
        <Button component="a" href={whatsappLink(sale)} target="_blank" rel="noopener" color="green">
          Enviar por WhatsApp
        </Button>
      )}
    </Group>
  );
}

/** A paid or cancelled ticket: what was charged and handed back, and what to do next. */
export function TicketDone({ sale, onNew }: { sale: Sale; onNew: () => void }) {
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          Venta {sale.folio}{' '}
          {sale.status === 'pagada'
            ? saleStatusLabel(sale.status, sale.owed_cents).toLowerCase()
            : 'cancelada'}
        </Title>
        {sale.status === 'cancelada' && <Alert color="gray">Motivo: {sale.cancel_reason}</Alert>}
        {sale.status === 'pagada' && (
          <>
            <Text size="xl" fw={700}>
              Total {money(sale.total_cents)}
            </Text>
            {sale.payments.map((payment) => (
              <Text key={payment.id}>
                {PAYMENT_METHOD_LABELS[payment.method]}: {money(payment.amount_cents)}
                {payment.reference ? ` (${payment.reference})` : ''}
              </Text>
            ))}
            {sale.change_cents > 0 && (
              <Text size="xl" fw={700} c="green.9">
                Cambio: {money(sale.change_cents)}
              </Text>
            )}
            <Text size="sm">
              Página pública del ticket:{' '}
              <Anchor href={sale.public_path} target="_blank">
                {publicUrl(sale)}
              </Anchor>
            </Text>
          </>
        )}
        {sale.payments.some((payment) => payment.method === 'pending') && (
          <>
            <Text fw={600}>Esta venta se hizo fuera del mostrador: registra cómo se pagó.</Text>
            <PaymentPanel sale={sale} record />
          </>
        )}
        <TicketActions sale={sale} />
        <Button size="md" onClick={onNew}>
          Nuevo ticket
        </Button>
      </Stack>
    </Paper>
  );
}
