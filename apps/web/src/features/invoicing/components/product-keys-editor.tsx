import {
  Alert,
  Button,
  type ComboboxItem,
  Group,
  type OptionsFilter,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  defaultProductKey,
  PRODUCT_KEY_OTHER_CATEGORIES,
  productKeyLabel,
  searchProductKeys,
} from '@yonke/domain/cfdi';
import type { FiscalProfile } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReferenceList } from '../../../lib/reference-lists';
import { useSaveFiscalProfile } from '../api/fiscal-profile';

const OTHER_LABEL = 'Categorías sin clave predeterminada';
const KEY_OPTIONS = searchProductKeys('').map(({ key, description }) => ({
  value: key,
  label: `${key} · ${description}`,
}));

/** Mantine's filter, by key digits or by words of the description (accents aside), as the domain searches. */
const keyFilter: OptionsFilter = ({ options, search }) => {
  const found = new Set(searchProductKeys(search).map((entry) => entry.key));
  return options.filter((option) => 'value' in option && found.has((option as ComboboxItem).value));
};

/**
 * «Clave de producto o servicio del SAT» per part category: the documented default shown, the
 * company's own choice saved over it (roles 1, 2), and back to the default in one tap.
 */
export function ProductKeysEditor({ profile }: { profile: FiscalProfile }) {
  const categories = useReferenceList('categories');
  const save = useSaveFiscalProfile();
  const error = save.error instanceof ApiError ? save.error : null;
  const [category, setCategory] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const overrides = profile.product_keys;
  const names = new Map(categories.map((entry) => [String(entry.id), entry.name]));
  const categoryName = (id: string) =>
    id === PRODUCT_KEY_OTHER_CATEGORIES ? OTHER_LABEL : (names.get(id) ?? `Categoría ${id}`);
  const defaultOf = (id: string) =>
    id === PRODUCT_KEY_OTHER_CATEGORIES ? defaultProductKey(null) : defaultProductKey(Number(id));

  const write = (next: Record<string, string>) =>
    save.mutate({
      rfc: profile.rfc,
      legal_name: profile.legal_name,
      tax_regime: profile.tax_regime,
      postal_code: profile.postal_code,
      series: profile.series,
      product_keys: next,
    });

  const categoryOptions = [
    { value: PRODUCT_KEY_OTHER_CATEGORIES, label: OTHER_LABEL },
    ...categories.map((entry) => ({ value: String(entry.id), label: entry.name })),
  ];
  const current = category ? (overrides[category] ?? null) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="product-keys-title">
      <Stack>
        <Title order={2} size="h4" id="product-keys-title">
          Claves de producto o servicio del SAT
        </Title>
        <Text size="sm" c="dimmed">
          Cada concepto de una factura lleva la clave de su categoría. Yonke usa una clave predeterminada por
          categoría; aquí puedes usar otra del catálogo del SAT.
        </Text>
        <Select
          label="Categoría de la pieza"
          data={categoryOptions}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setKey(value ? (overrides[value] ?? defaultOf(value)) : null);
            save.reset();
          }}
          searchable
          nothingFoundMessage="No hay una categoría con ese nombre"
          placeholder="Busca la categoría"
        />
        {category && (
          <Text size="sm" role="status">
            Predeterminada: {productKeyLabel(defaultOf(category))}
            {current ? ` · la empresa usa ${productKeyLabel(current)}` : ' (en uso)'}
          </Text>
        )}
        {category && (
          <Select
            label="Clave del SAT"
            description="Busca por número (25171700) o por descripción (frenos)"
            data={KEY_OPTIONS}
            value={key}
            onChange={setKey}
            filter={keyFilter}
            searchable
            nothingFoundMessage="Ninguna clave del catálogo coincide"
            error={error?.field('product_keys')}
          />
        )}
        {error && error.status !== 422 && <Alert color="red">{error.message}</Alert>}
        {save.isSuccess && (
          <Alert color="green" role="status">
            Claves guardadas.
          </Alert>
        )}
        {category && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              variant="default"
              mih={44}
              disabled={!current}
              onClick={() => {
                const { [category]: _dropped, ...rest } = overrides;
                setKey(defaultOf(category));
                write(rest);
              }}
            >
              Usar la predeterminada
            </Button>
            <Button
              mih={44}
              loading={save.isPending}
              disabled={!key || key === (current ?? defaultOf(category))}
              onClick={() => key && write({ ...overrides, [category]: key })}
            >
              Guardar clave
            </Button>
          </Group>
        )}
        <Title order={3} size="h5">
          Claves propias de la empresa
        </Title>
        {Object.keys(overrides).length === 0 ? (
          <Text size="sm" c="dimmed">
            Ninguna: todas las categorías usan su clave predeterminada.
          </Text>
        ) : (
          Object.entries(overrides).map(([id, value]) => (
            <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {categoryName(id)}
                </Text>
                <Text size="xs" c="dimmed">
                  {productKeyLabel(value)} (predeterminada {defaultOf(id)})
                </Text>
              </div>
              <Button
                variant="subtle"
                mih={44}
                onClick={() => {
                  setCategory(id);
                  setKey(value);
                  save.reset();
                }}
                aria-label={`Cambiar la clave de ${categoryName(id)}`}
              >
                Cambiar
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
