import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { centsToPesos, centsToPesosInput, parsePesos } from '@yonke/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoneyPrecise } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePartCost, useSavePartCost } from '../api/part-cost';

/**
 * «Costo»: what the yard paid for the part, optional, for roles 1, 2 only (never on public pages,
 * Mercado Libre or to the Vendedor). A part scrapped after a return («merma») writes it off.
 */
export function CostSection({ partId, disabled }: { partId: number; disabled: boolean }) {
  const cost = usePartCost(partId, true);
  const save = useSavePartCost(partId);
  const [text, setText] = useState('');
  useEffect(() => {
    if (cost.data) setText(cost.data.cost_cents === null ? '' : centsToPesosInput(cost.data.cost_cents));
  }, [cost.data]);
  const cents = text.trim() === '' ? null : parsePesos(text);
  const invalid = text.trim() !== '' && cents === null;
  const error = save.error instanceof ApiError ? save.error.field('cost_cents') : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cost-title">
      <Stack gap="xs">
        <Text fw={700} id="cost-title">
          Costo
        </Text>
        <Text size="sm" c="dimmed">
          Lo que se pagó por la pieza. Solo lo ven el administrador y el superadministrador; si la pieza
          termina en merma, se da de baja este costo.
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Costo (pesos)"
            inputMode="decimal"
            placeholder="Sin registrar"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={invalid ? 'Escribe un monto en pesos, con hasta dos decimales, o déjalo vacío.' : error}
            disabled={disabled || cost.isLoading}
            style={{ flex: '1 1 160px' }}
          />
          <Button
            variant="default"
            mih={44}
            loading={save.isPending}
            disabled={disabled || invalid || (cost.data?.cost_cents ?? null) === cents}
            onClick={() =>
              save.mutate(
                { cost_cents: cents },
                {
                  onSuccess: (saved) =>
                    notifySuccess(
                      saved.cost_cents === null
                        ? 'Costo borrado'
                        : `Costo guardado: ${formatMoneyPrecise(centsToPesos(saved.cost_cents))}`,
                    ),
                },
              )
            }
          >
            Guardar costo
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
