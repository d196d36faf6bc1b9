import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { COMPAT_MAX_ROWS } from '@yonke/domain';
import { COMPAT_MESSAGES, type PartCompatibilities } from '@yonke/domain/schemas';
import { useEffect, useMemo, useState } from 'react';
import { MlCompatResults, useCompatibilities } from '../../../components/compatibilities/compatibilities';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useReferenceList } from '../../../lib/reference-lists';
import { useSaveCompatibilities } from '../api/save-compatibilities';
import classes from './compat-section.module.css';

interface Row {
  key: number;
  make_id: number | null;
  model_id: number | null;
  year_from: number | string;
  year_to: number | string;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, make_id: null, model_id: null, year_from: '', year_to: '' });

function rowsOf(data: PartCompatibilities | undefined): Row[] {
  return (data?.compatibilities ?? []).map((c) => ({
    key: nextKey++,
    make_id: c.make.id,
    model_id: c.model.id,
    year_from: c.year_from,
    year_to: c.year_to,
  }));
}

/** "También le queda a": extra vehicles the part fits, saved on their own (docs/product.md §10, compatibilities). */
export function CompatSection({ partId, disabled }: { partId: number; disabled: boolean }) {
  const query = useCompatibilities(partId);
  const save = useSaveCompatibilities(partId);
  const makes = useReferenceList('makes');
  const models = useReferenceList('models');
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (query.data) setRows(rowsOf(query.data));
  }, [query.data]);

  const makeOptions = useMemo(() => makes.map((m) => ({ value: String(m.id), label: m.name })), [makes]);
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = () => {
    setErrors({});
    setMessage(null);
    save.mutate(
      {
        compatibilities: rows.map((row) => ({
          make_id: row.make_id ?? 0,
          model_id: row.model_id ?? 0,
          year_from: Number(row.year_from) || 0,
          year_to: Number(row.year_to === '' ? row.year_from : row.year_to) || 0,
        })),
      },
      {
        onSuccess: () => notifySuccess('Vehículos guardados'),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(error.errors);
            setMessage(error.message);
          } else setMessage('No se pudieron guardar los vehículos.');
        },
      },
    );
  };

  const fieldError = (index: number, field: string) => errors[`compatibilities.${index}.${field}`]?.[0];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="compat-section">
      <Stack gap="sm">
        <Title order={2} size="h5">
          También le queda a
        </Title>
        <Text size="sm" c="dimmed">
          Otros vehículos en los que sirve esta pieza. Se buscan con ellos y se envían a Mercado Libre.
        </Text>
        {rows.length === 0 && (
          <Text size="sm" data-testid="compat-empty">
            Sin otros vehículos.
          </Text>
        )}
        {rows.map((row, index) => {
          const modelOptions = models
            .filter((m) => m.make_id === row.make_id)
            .map((m) => ({ value: String(m.id), label: m.name }));
          const n = index + 1;
          return (
            <div key={row.key} className={classes.row} data-testid="compat-row">
              <Select
                className={classes.make}
                label="Marca"
                aria-label={`Marca (vehículo ${n})`}
                placeholder="Marca"
                data={makeOptions}
                value={row.make_id === null ? null : String(row.make_id)}
                onChange={(value) =>
                  update(row.key, { make_id: value ? Number(value) : null, model_id: null })
                }
                searchable
                disabled={disabled}
                error={fieldError(index, 'make_id')}
              />
              <Select
                className={classes.model}
                label="Modelo"
                aria-label={`Modelo (vehículo ${n})`}
                placeholder="Modelo"
                data={modelOptions}
                value={row.model_id === null ? null : String(row.model_id)}
                onChange={(value) => update(row.key, { model_id: value ? Number(value) : null })}
                searchable
                disabled={disabled || row.make_id === null}
                error={fieldError(index, 'model_id')}
              />
              {(
                [
                  ['year_from', 'Desde'],
                  ['year_to', 'Hasta'],
                ] as const
              ).map(([field, label]) => (
                <NumberInput
                  key={field}
                  className={classes.year}
                  label={label}
                  aria-label={`${label} (vehículo ${n})`}
                  placeholder="Año"
                  value={row[field]}
                  onChange={(value) => update(row.key, { [field]: value })}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  disabled={disabled}
                  error={fieldError(index, field)}
                />
              ))}
              <ActionIcon
                className={classes.remove}
                variant="subtle"
                color="red"
                size={44}
                aria-label={`Quitar vehículo ${n}`}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                disabled={disabled}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </div>
          );
        })}
        {message && (
          <Alert color="red" role="alert" data-testid="compat-error">
            {message}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={18} />}
            onClick={() => setRows((current) => [...current, emptyRow()])}
            disabled={disabled || rows.length >= COMPAT_MAX_ROWS}
          >
            Agregar vehículo
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={disabled}>
            Actualizar vehículos
          </Button>
        </Group>
        {!disabled && rows.length >= COMPAT_MAX_ROWS && (
          // Why «Agregar vehículo» is off, in words: a phone shows no tooltip, and no information may hide behind hover.
          <Text size="sm" c="dimmed" data-testid="compat-max-reason">
            {COMPAT_MESSAGES.rows}
          </Text>
        )}
        <MlCompatResults ml={query.data?.ml ?? null} />
      </Stack>
    </Paper>
  );
}
