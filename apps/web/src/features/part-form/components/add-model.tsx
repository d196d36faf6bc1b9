import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { latestModelYear, MODEL_NAME_MAX, type VehicleModel } from '@yonke/domain/schemas';
import { useState } from 'react';
import { type ApiBody, api, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type ModelOption, referenceListQuery } from '../../../lib/reference-lists';

interface AddModelProps {
  makeId: number;
  makeName: string;
  /** The new model, once the list has it: the form chooses it. */
  onAdded: (model: VehicleModel) => void;
}

/** «¿No está el modelo?»: roles 1, 2 and 5 add it with its years instead of being stuck. */
export function AddModel({ makeId, makeName, onAdded }: AddModelProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  function close() {
    setOpened(false);
    setName('');
    setFrom('');
    setTo('');
    setErrors({});
  }

  async function save() {
    setSaving(true);
    try {
      // An empty year goes as null, for the server's 422 under the field.
      const body = {
        make_id: makeId,
        name,
        year_from: from === '' ? null : from,
        year_to: to === '' ? null : to,
      } as unknown as ApiBody<'/api/models/store', 'post'>;
      const model: VehicleModel = await ok(api.POST('/api/models/store', { body }));
      // The list is kept by the browser for minutes (Cache-Control): the new model joins the copy
      // on screen rather than waiting for a fetch that would answer the old list.
      queryClient.setQueryData<ModelOption[]>(referenceListQuery('models').queryKey, (list) =>
        [...(list ?? []), { id: model.id, name: model.name, make_id: model.make_id }].sort((a, b) =>
          a.name.localeCompare(b.name, 'es'),
        ),
      );
      notifySuccess(`Modelo ${model.name} agregado`);
      onAdded(model);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']),
          ),
        );
      } else notifyError(error instanceof ApiError ? error.message : 'No se pudo agregar el modelo.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button
        variant="subtle"
        size="sm"
        mih={44}
        px={4}
        leftSection={<IconPlus size={16} />}
        onClick={() => setOpened(true)}
        data-testid="add-model"
      >
        ¿No está el modelo? Agrégalo
      </Button>
      <Modal opened={opened} onClose={close} title={`Agregar modelo de ${makeName}`} fullScreen={phone}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            El modelo queda en la lista para todas las autopartes de esta marca.
          </Text>
          <TextInput
            label="Nombre del modelo"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={MODEL_NAME_MAX}
            error={errors.name ?? errors.make_id}
            size="md"
            data-autofocus
          />
          <Group grow>
            <NumberInput
              label="Desde el año"
              value={from}
              onChange={(next) => setFrom(typeof next === 'number' ? next : '')}
              min={1900}
              max={latestModelYear()}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              error={errors.year_from}
              size="md"
            />
            <NumberInput
              label="Hasta el año"
              value={to}
              onChange={(next) => setTo(typeof next === 'number' ? next : '')}
              min={1900}
              max={latestModelYear()}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              error={errors.year_to}
              size="md"
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} size="md">
              Cancelar
            </Button>
            <Button onClick={save} loading={saving} size="md">
              Agregar modelo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
