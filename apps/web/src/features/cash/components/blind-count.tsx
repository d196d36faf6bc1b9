import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { countTotal, DENOMINATIONS_CENTS, denominationLabel, differenceLabel, isBill } from '@yonke/domain';
import type { CashSession } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { useCloseSession, useCountCash } from '../api/sessions';
import { MoneyInput, pesos } from './money-input';

const money = (cents: number) => formatMoneyPrecise(cents / 100);

/**
 * The close in two steps: the blind count (by bills and coins, or a total), after which the
 * expected amount and the difference appear; then the close, with a comment when they differ.
 */
export function BlindCount({ session }: { session: CashSession }) {
  return session.status === 'abierta' ? <CountForm session={session} /> : <CloseForm session={session} />;
}

function CountForm({ session }: { session: CashSession }) {
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [totalText, setTotalText] = useState('');
  const count = useCountCash(session.id);
  const error = count.error instanceof ApiError ? count.error : null;
  const parsed = Object.fromEntries(
    Object.entries(counts)
      .filter(([, text]) => text.trim() !== '')
      .map(([cents, text]) => [cents, /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN]),
  );
  const badCount = Object.values(parsed).some((value) => Number.isNaN(value));
  const byDenomination = Object.keys(parsed).length > 0;
  const total = pesos(totalText);
  const counted = byDenomination ? countTotal(parsed) : total.cents;
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (badCount || counted === null) return;
          count.mutate(byDenomination ? { denominations: parsed } : { counted_cents: counted });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Cerrar caja: conteo a ciegas
          </Title>
          <Text size="sm">
            Cuenta el efectivo del cajón y anótalo, por billetes y monedas o solo el total. Lo que debería
            haber se muestra después del conteo.
          </Text>
          {(['Billetes', 'Monedas'] as const).map((group) => (
            <fieldset key={group} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} size="sm" mb={4}>
                {group}
              </Text>
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="xs">
                {DENOMINATIONS_CENTS.filter((cents) => isBill(cents) === (group === 'Billetes')).map(
                  (cents) => (
                    <TextInput
                      key={cents}
                      label={`${group === 'Billetes' ? 'Billetes' : 'Monedas'} de ${denominationLabel(cents)}`}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="0"
                      value={counts[String(cents)] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setCounts((current) => ({ ...current, [String(cents)]: value }));
                      }}
                      error={
                        Number.isNaN(parsed[String(cents)] ?? 0)
                          ? 'Un número entero'
                          : error?.field(`denominations.${cents}`)
                      }
                    />
                  ),
                )}
              </SimpleGrid>
            </fieldset>
          ))}
          {!byDenomination && (
            <MoneyInput
              label="O el total contado (pesos)"
              value={totalText}
              onChange={(event) => setTotalText(event.currentTarget.value)}
              error={total.error ?? error?.field('counted_cents')}
              maw={260}
            />
          )}
          <Text fw={600} data-testid="counted-total">
            Contado: {counted === null || badCount ? '—' : money(counted)}
          </Text>
          {error && <Alert color="red">{error.message}</Alert>}
          <Button type="submit" loading={count.isPending} disabled={counted === null || badCount} mih={44}>
            Registrar conteo
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function CloseForm({ session }: { session: CashSession }) {
  const [comment, setComment] = useState('');
  const close = useCloseSession(session.id);
  const error = close.error instanceof ApiError ? close.error : null;
  const difference = session.difference_cents ?? 0;
  const closed = session.status === 'cerrada';
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {closed ? 'Cierre' : 'Conteo registrado'}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Figure label="Contado" cents={session.counted_cents ?? 0} />
          <Figure label="Esperado" cents={session.expected_cents ?? 0} />
          <Figure
            label={`Diferencia: ${differenceLabel(difference)}`}
            cents={difference}
            color={difference === 0 ? 'green' : 'red'}
            testId="difference"
          />
        </SimpleGrid>
        {closed ? (
          session.close_comment && <Text size="sm">Comentario: {session.close_comment}</Text>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              close.mutate({ comment });
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={
                  difference === 0
                    ? 'Comentario (opcional)'
                    : 'Comentario (obligatorio: explica la diferencia)'
                }
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
                error={error?.field('comment')}
                autosize
                minRows={2}
                maxLength={500}
              />
              {error && !error.field('comment') && <Alert color="red">{error.message}</Alert>}
              <Button
                type="submit"
                loading={close.isPending}
                disabled={difference !== 0 && !comment.trim()}
                mih={44}
              >
                Cerrar caja
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({
  label,
  cents,
  color,
  testId,
}: {
  label: string;
  cents: number;
  color?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color} data-testid={testId}>
        {money(cents)}
      </Text>
    </Paper>
  );
}
