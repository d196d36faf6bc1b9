import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { can } from '@yonke/domain';
import type { Sale } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { roleIds, useUser } from '../../../lib/session';
import { useAddLine, useCancelSale, useCreateSale, useSale } from '../api/sales';
import { useCounterTicket } from '../hooks/use-counter-ticket';
import { AddPartBar } from './add-part-bar';
import classes from './counter.module.css';
import { CustomerPicker } from './customer-picker';
import { FreeLineModal } from './free-line-modal';
import { PaymentPanel } from './payment-panel';
import { QuotePanel, SaveQuoteModal } from './quote-panel';
import { SalesSettingsModal } from './sales-settings-modal';
import { TicketDone } from './ticket-done';
import { TicketLines } from './ticket-lines';

/** «Mostrador»: one ticket at a time, built by scanning or searching, then charged. */
export function CounterPage() {
  const [ticketId, setTicketId] = useCounterTicket();
  const ticket = useSale(ticketId);
  const create = useCreateSale();
  const user = useUser();
  const [settings, setSettings] = useState(false);
  const newTicket = () => create.mutate({}, { onSuccess: (sale) => setTicketId(sale.id) });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Mostrador
        </Title>
        <Group gap="xs">
          {can(roleIds(user), 'editCompanyProfile') && (
            <Button variant="subtle" onClick={() => setSettings(true)}>
              Configuración
            </Button>
          )}
          <Button component={Link} to="/counter/sales" variant="default">
            Ventas registradas
          </Button>
          <Button component={Link} to="/counter/customers" variant="default">
            Clientes
          </Button>
        </Group>
      </Group>
      {settings && <SalesSettingsModal onClose={() => setSettings(false)} />}
      {ticketId === null && (
        <Paper withBorder p="lg">
          <Stack align="flex-start">
            <Text>Empieza un ticket para vender autopartes, servicios o envíos.</Text>
            <Button size="lg" onClick={newTicket} loading={create.isPending}>
              Nuevo ticket
            </Button>
          </Stack>
        </Paper>
      )}
      {ticketId !== null && ticket.error && (
        <Alert color="red">
          {ticket.error instanceof ApiError ? ticket.error.message : 'No se pudo abrir el ticket.'}
        </Alert>
      )}
      {ticket.data &&
        (ticket.data.status === 'abierta' ? (
          <OpenTicket sale={ticket.data} />
        ) : ticket.data.status === 'cotizacion' ? (
          <QuotePanel sale={ticket.data} onNew={newTicket} />
        ) : (
          <TicketDone sale={ticket.data} onNew={newTicket} />
        ))}
    </Stack>
  );
}

function OpenTicket({ sale }: { sale: Sale }) {
  const add = useAddLine(sale.id);
  const user = useUser();
  const [freeLine, setFreeLine] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  useHotkeys([['F2', () => codeInput.current?.focus()]], []);

  async function addCode(code: string): Promise<string | null> {
    try {
      await add.mutateAsync({ code });
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.message : 'No se pudo agregar la autoparte.';
    }
  }

  return (
    <div className={classes.layout}>
      <Stack>
        <Text fw={700} size="lg">
          Ticket {sale.folio}
        </Text>
        <AddPartBar ref={codeInput} onCode={addCode} companyId={user?.store.id ?? 0} busy={add.isPending} />
        <Paper withBorder p="sm">
          <TicketLines sale={sale} />
          <Group mt="sm" justify="space-between">
            <Group gap="xs">
              <Button variant="default" onClick={() => setFreeLine(true)}>
                Línea libre (servicio, envío…)
              </Button>
              <Button variant="default" disabled={sale.lines.length === 0} onClick={() => setQuoting(true)}>
                Guardar como cotización
              </Button>
            </Group>
            {can(roleIds(user), 'cancelSales') && (
              <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
                Cancelar ticket
              </Button>
            )}
          </Group>
        </Paper>
      </Stack>
      <Stack>
        <Paper withBorder p="sm">
          <CustomerPicker sale={sale} />
        </Paper>
        <PaymentPanel key={sale.id} sale={sale} />
      </Stack>
      <FreeLineModal saleId={sale.id} opened={freeLine} onClose={() => setFreeLine(false)} />
      {quoting && <SaveQuoteModal sale={sale} onClose={() => setQuoting(false)} />}
      {cancelling && <CancelModal sale={sale} onClose={() => setCancelling(false)} />}
    </div>
  );
}

function CancelModal({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelSale(sale.id);
  const error = cancel.error instanceof ApiError ? cancel.error : null;
  return (
    <Modal opened onClose={onClose} title={`Cancelar el ticket ${sale.folio}`}>
      <Stack>
        <Textarea
          label="Motivo"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error?.field('reason') ?? (error && !error.field('reason') ? error.message : undefined)}
          data-autofocus
        />
        <Text size="sm">Las autopartes del ticket quedan libres para venderse.</Text>
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(reason, { onSuccess: onClose })}
          >
            Cancelar ticket
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
