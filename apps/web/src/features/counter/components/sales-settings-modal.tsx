import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ROLE_NAMES, TAX_RATE_LABELS, TAX_RATES, type TaxRate } from '@yonke/domain';
import type { SaleSettings } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toSelectData, useReferenceList } from '../../../lib/reference-lists';
import { useSaleSettings, useSaveSaleSettings } from '../api/sales';

const LIMIT_ROLES = ['1', '2', '5', '4'] as const;

/** «Configuración de ventas»: folio series, IVA, discount limits per role and warranty per category. */
export function SalesSettingsModal({ onClose }: { onClose: () => void }) {
  const settings = useSaleSettings();
  return (
    <Modal opened onClose={onClose} title="Configuración de ventas" size="lg">
      {settings.data ? <SettingsForm initial={settings.data} onClose={onClose} /> : <Text>Cargando…</Text>}
    </Modal>
  );
}

function SettingsForm({ initial, onClose }: { initial: SaleSettings; onClose: () => void }) {
  const [values, setValues] = useState(initial);
  const [rules, setRules] = useState(
    Object.entries(initial.warranty_by_category).map(([category, rule], key) => ({ key, category, ...rule })),
  );
  const categories = toSelectData(useReferenceList('categories'));
  const save = useSaveSaleSettings();
  const error = save.error instanceof ApiError ? save.error : null;
  const number = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

  function submit() {
    const byCategory = Object.fromEntries(
      rules
        .filter((rule) => rule.category)
        .map((rule) => [rule.category, { days: rule.days, terms: rule.terms }]),
    );
    save.mutate({ ...values, warranty_by_category: byCategory }, { onSuccess: onClose });
  }

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Serie del folio"
          description="Letras antes del número: V-123"
          value={values.series}
          onChange={(event) => setValues({ ...values, series: event.currentTarget.value.toUpperCase() })}
          error={error?.field('series')}
        />
        <Select
          label="IVA"
          allowDeselect={false}
          data={TAX_RATES.map((rate) => ({ value: String(rate), label: TAX_RATE_LABELS[rate] }))}
          value={String(values.tax_rate)}
          onChange={(value) => value && setValues({ ...values, tax_rate: Number(value) as TaxRate })}
        />
      </SimpleGrid>
      <Text fw={600}>Descuento máximo por rol (%)</Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }}>
        {LIMIT_ROLES.map((role) => (
          <NumberInput
            key={role}
            label={ROLE_NAMES[Number(role)]}
            min={0}
            max={100}
            allowDecimal={false}
            value={values.discount_limits[role]}
            onChange={(value) =>
              setValues({ ...values, discount_limits: { ...values.discount_limits, [role]: number(value) } })
            }
          />
        ))}
      </SimpleGrid>
      <Text fw={600}>Garantía</Text>
      <Group grow align="flex-start">
        <NumberInput
          label="Días (general)"
          min={0}
          max={3650}
          allowDecimal={false}
          value={values.default_warranty.days}
          onChange={(value) =>
            setValues({ ...values, default_warranty: { ...values.default_warranty, days: number(value) } })
          }
        />
        <TextInput
          label="Términos (general)"
          value={values.default_warranty.terms}
          onChange={(event) =>
            setValues({
              ...values,
              default_warranty: { ...values.default_warranty, terms: event.currentTarget.value },
            })
          }
        />
      </Group>
      {rules.map((rule) => (
        <Group key={rule.key} align="flex-end" gap="xs" wrap="wrap">
          <Select
            label="Categoría"
            searchable
            data={categories}
            value={rule.category || null}
            onChange={(value) =>
              setRules(rules.map((r) => (r.key === rule.key ? { ...r, category: value ?? '' } : r)))
            }
            style={{ flex: '2 1 180px' }}
          />
          <NumberInput
            label="Días"
            min={0}
            max={3650}
            allowDecimal={false}
            value={rule.days}
            onChange={(value) =>
              setRules(rules.map((r) => (r.key === rule.key ? { ...r, days: number(value) } : r)))
            }
            style={{ flex: '1 1 80px' }}
          />
          <TextInput
            label="Términos"
            value={rule.terms}
            onChange={(event) => {
              const terms = event.currentTarget.value;
              setRules(rules.map((r) => (r.key === rule.key ? { ...r, terms } : r)));
            }}
            style={{ flex: '2 1 160px' }}
          />
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label="Quitar la garantía de esta categoría"
            onClick={() => setRules(rules.filter((r) => r.key !== rule.key))}
          >
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        onClick={() => setRules([...rules, { key: Date.now(), category: '', days: 30, terms: 'probado' }])}
      >
        Agregar garantía por categoría
      </Button>
      {error && <Alert color="red">{error.message}</Alert>}
      <Button size="md" onClick={submit} loading={save.isPending}>
        Guardar configuración
      </Button>
    </Stack>
  );
}
