import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAddLine } from '../api/sales';
import { useMoneyField } from '../hooks/use-money-field';

/** A line that is not a part in stock: a service, shipping, a part still to come. */
export function FreeLineModal({
  saleId,
  opened,
  onClose,
}: {
  saleId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const price = useMoneyField();
  const add = useAddLine(saleId);
  const errors = add.error instanceof ApiError ? add.error : null;

  function submit() {
    if (price.cents === null) return;
    add.mutate(
      { description, unit_price_cents: price.cents, quantity: Number(quantity) || 1 },
      {
        onSuccess: () => {
          setDescription('');
          setQuantity(1);
          price.setText('');
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Línea libre">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label="Descripción"
            placeholder="Instalación, envío, pieza por llegar…"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors?.field('description')}
            required
            data-autofocus
          />
          <Group grow align="flex-start">
            <TextInput
              label="Precio (con IVA)"
              inputMode="decimal"
              value={price.text}
              onChange={(event) => price.setText(event.currentTarget.value)}
              error={price.error ?? errors?.field('unit_price_cents')}
              required
            />
            <NumberInput
              label="Cantidad"
              min={1}
              max={999}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              error={errors?.field('quantity')}
            />
          </Group>
          {errors && !errors.field('description') && !errors.field('unit_price_cents') && (
            <div role="alert">{errors.message}</div>
          )}
          <Button
            type="submit"
            loading={add.isPending}
            disabled={price.cents === null || !description.trim()}
            size="md"
          >
            Agregar línea
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
