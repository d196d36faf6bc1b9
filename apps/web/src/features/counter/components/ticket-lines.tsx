import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { centsToPesos, warrantyText } from '@yonke/domain';
import type { Sale, SaleLine } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { useRemoveLine, useUpdateLine } from '../api/sales';
import { useMoneyField } from '../hooks/use-money-field';
import classes from './counter.module.css';
import { LinePull, usePullLive } from './line-pull';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));

/** The ticket's lines; on an open ticket each can be changed (price, discount, warranty) or removed. */
export function TicketLines({ sale }: { sale: Sale }) {
  const [editing, setEditing] = useState<SaleLine | null>(null);
  const remove = useRemoveLine(sale.id);
  const open = sale.status === 'abierta';
  usePullLive(sale);
  if (sale.lines.length === 0) {
    return (
      <Text c="dimmed" py="md">
        El ticket está vacío: escanea una autoparte o agrega una línea libre.
      </Text>
    );
  }
  return (
    <div>
      {sale.lines.map((line) => (
        <div key={line.id} className={classes.line}>
          <div>
            <Text fw={600} size="sm">
              {line.part_code && <span>{line.part_code} · </span>}
              {line.description}
            </Text>
            <Text size="xs" c="dimmed">
              {line.quantity > 1 && `${line.quantity} × ${money(line.unit_price_cents)} · `}
              {line.discount_cents > 0 && `Descuento ${money(line.discount_cents)} · `}
              Garantía: {warrantyText({ days: line.warranty_days, terms: line.warranty_terms })}
            </Text>
            {line.problem && (
              <Text size="sm" c="red" role="alert">
                Esta autoparte {line.problem}.
              </Text>
            )}
            <LinePull sale={sale} line={line} />
          </div>
          <Text className={classes.amount} fw={600}>
            {money(line.amount_cents)}
          </Text>
          {open && (
            <div className={classes.lineActions}>
              <Button
                variant="default"
                onClick={() => setEditing(line)}
                aria-label={`Editar precio, descuento o garantía de ${line.part_code ?? line.description}`}
              >
                Editar
              </Button>
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables === line.id}
                onClick={() => remove.mutate(line.id)}
                aria-label={`Quitar ${line.part_code ?? line.description} del ticket`}
              >
                Quitar
              </Button>
            </div>
          )}
        </div>
      ))}
      {editing && <LineEditor sale={sale} line={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function LineEditor({ sale, line, onClose }: { sale: Sale; line: SaleLine; onClose: () => void }) {
  const price = useMoneyField(line.unit_price_cents);
  const discount = useMoneyField(line.discount_cents);
  const [days, setDays] = useState<number | string>(line.warranty_days);
  const [terms, setTerms] = useState(line.warranty_terms);
  const update = useUpdateLine(sale.id);
  const error = update.error instanceof ApiError ? update.error : null;
  return (
    <Modal opened onClose={onClose} title={`${line.part_code ?? 'Línea'} · ${line.description}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (price.cents === null) return;
          update.mutate(
            {
              lineId: line.id,
              unit_price_cents: price.cents,
              discount_cents: discount.cents ?? 0,
              warranty_days: Number(days) || 0,
              warranty_terms: terms,
            },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack>
          <Group grow align="flex-start">
            <TextInput
              label="Precio (con IVA)"
              inputMode="decimal"
              value={price.text}
              onChange={(event) => price.setText(event.currentTarget.value)}
              error={price.error ?? error?.field('unit_price_cents')}
            />
            <TextInput
              label="Descuento en pesos"
              description={`Tu máximo: ${sale.discount_limit} %`}
              inputMode="decimal"
              value={discount.text}
              onChange={(event) => discount.setText(event.currentTarget.value)}
              error={discount.error ?? error?.field('discount_cents')}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label="Días de garantía"
              min={0}
              max={3650}
              allowDecimal={false}
              value={days}
              onChange={setDays}
            />
            <TextInput
              label="Términos"
              value={terms}
              onChange={(event) => setTerms(event.currentTarget.value)}
            />
          </Group>
          {error && !error.field('discount_cents') && !error.field('unit_price_cents') && (
            <Alert color="red">{error.message}</Alert>
          )}
          <Button type="submit" size="md" loading={update.isPending}>
            Guardar línea
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
