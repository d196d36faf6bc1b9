import { Button, Divider, Group, Input, NumberInput, Rating, Select, SimpleGrid, Stack } from '@mantine/core';
import { MAX_PRICE, missingForSale, STATUS } from '@yonke/domain';
import { useMemo } from 'react';
import { isShippingAllowed } from '../form-values';
import { LOCKS } from '../messages';
import { type FieldsProps, selectProps } from './part-fields';

const toValue = (id: number | null) => (id === null ? null : String(id));
const toId = (value: string | null) => (value ? Number(value) : null);

interface AdminFieldsProps extends FieldsProps {
  companyId: number;
  /** The status selector belongs to a saved part; a new one starts as Incompleto. */
  showStatus: boolean;
  /** A listed part's store changes only for role 1 (docs/product.md §4, Marketplace status). */
  storeLocked: boolean;
  /** A new part: Disponible or Incompleto as chosen; null value means automatic. */
  createStatus?: { value: number | null; onChange: (status: number | null) => void };
}

const CREATION_STATUS_DATA = [
  { value: String(STATUS.AVAILABLE), label: 'Disponible' },
  { value: String(STATUS.INCOMPLETE), label: 'Incompleto' },
];

/** Calidad, Precio, Estatus, Tienda de Mercado Libre and Tipo de Envío: roles 1, 2 and 5. */
export function AdminFields({
  values,
  errors,
  set,
  disabled,
  refs,
  companyId,
  showStatus,
  storeLocked,
  createStatus,
}: AdminFieldsProps) {
  const missing = missingForSale({
    salePrice: values.sale_price,
    categoryId: values.category_id,
    makeId: values.make_id,
    modelId: values.model_id,
  });
  // Unchosen, a new part is saved as the server would: Disponible once it is complete.
  const autoStatus = missing.length === 0 ? STATUS.AVAILABLE : STATUS.INCOMPLETE;
  const chosenStatus = createStatus?.value ?? autoStatus;
  const accounts = useMemo(
    () => refs.marketplaceAccounts.filter((account) => account.store_id === companyId),
    [refs.marketplaceAccounts, companyId],
  );
  const shippingData = useMemo(
    () =>
      refs.shippingTypes.map((type) => ({
        value: String(type.id),
        label: type.name,
        disabled: !isShippingAllowed(values.category_id, type.id),
      })),
    [refs.shippingTypes, values.category_id],
  );
  const allowedShipping = shippingData.filter((type) => !type.disabled).map((type) => type.label);
  const shippingRestricted = allowedShipping.length < shippingData.length;

  return (
    <Stack gap="sm" data-testid="admin-supervisor-fields">
      <Divider label="Administrador y Supervisor" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Input.Wrapper label="Calidad" error={errors.quality}>
          <Group gap="xs" mih={42} align="center">
            <Rating
              value={values.quality}
              count={5}
              size="lg"
              onChange={(next) => set('quality', next)}
              readOnly={disabled}
              aria-label="Calidad"
            />
            {values.quality > 0 && !disabled && (
              <Button variant="subtle" size="compact-sm" onClick={() => set('quality', 0)}>
                Quitar
              </Button>
            )}
          </Group>
        </Input.Wrapper>
        <NumberInput
          label="Precio"
          value={values.sale_price}
          onChange={(next) => set('sale_price', typeof next === 'number' ? next : Number(next) || 0)}
          prefix="$"
          thousandSeparator=","
          decimalSeparator="."
          decimalScale={0}
          allowDecimal={false}
          allowNegative={false}
          max={MAX_PRICE}
          clampBehavior="strict"
          hideControls
          inputMode="numeric"
          error={errors.sale_price}
          disabled={disabled}
          size="md"
        />
        {showStatus && (
          <Select
            label="Estatus"
            data={refs.statuses.map((status) => ({ value: String(status.id), label: status.name }))}
            value={toValue(values.status_id)}
            onChange={(next) => next && set('status_id', Number(next))}
            error={errors.status_id}
            disabled={disabled}
            {...selectProps}
            clearable={false}
          />
        )}
        {createStatus && (
          <Select
            label="Estatus"
            data={CREATION_STATUS_DATA}
            value={String(chosenStatus)}
            onChange={(next) => next && createStatus.onChange(Number(next))}
            description={
              createStatus.value === null
                ? 'Automático: Disponible cuando tiene precio, autoparte, marca y modelo.'
                : undefined
            }
            error={
              errors.status_id ??
              (chosenStatus === STATUS.AVAILABLE && missing.length > 0
                ? `Para guardarla como Disponible le falta: ${missing.join(', ')}.`
                : undefined)
            }
            disabled={disabled}
            {...selectProps}
            clearable={false}
            searchable={false}
          />
        )}
        <Select
          label="Tienda de Mercado Libre"
          data={accounts.map((account) => ({ value: String(account.id), label: account.name }))}
          value={toValue(values.store_ml_id)}
          onChange={(next) => set('store_ml_id', toId(next))}
          error={errors.store_ml_id}
          description={storeLocked ? LOCKS.listedStore : undefined}
          disabled={disabled || storeLocked}
          {...selectProps}
        />
        <Select
          label="Tipo de Envío ML"
          data={shippingData}
          value={toValue(values.shipping_type_id)}
          onChange={(next) => set('shipping_type_id', toId(next))}
          error={errors.shipping_type_id}
          description={
            shippingRestricted && !disabled ? LOCKS.shipping(allowedShipping.join(', ')) : undefined
          }
          disabled={disabled}
          {...selectProps}
        />
      </SimpleGrid>
    </Stack>
  );
}
