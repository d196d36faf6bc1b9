import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatNumber } from '@yonke/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ImportChoices, ImportPreview } from '../api/imports';
import { CategoryChoices } from './category-choices';

/**
 * What the file needs a person to decide before importing: the price and cost columns' decimal
 * separators when the file contradicts itself, a cost column this user may not import, the rows
 * that cost more than their price, its categories that are not ours, what to do with a stock
 * column, the parts that would stay Incompleto (and a way to fix them in bulk), and the rows that
 * look like parts the company already has. Every change runs the preview again.
 */
export function PreviewDecisions(props: {
  importId: number;
  preview: ImportPreview;
  choices: ImportChoices;
  busy: boolean;
  onChange: (next: ImportChoices) => void;
}) {
  const { preview, choices } = props;
  const [price, setPrice] = useState<number | string>(choices.fillPrice ?? '');
  const change = (patch: Partial<ImportChoices>) => props.onChange({ ...choices, ...patch });
  return (
    <Stack gap="sm" data-testid="import-decisions">
      {preview.price_decimal.ask && (
        <DecimalQuestion
          column="Precio"
          examples={preview.price_decimal.examples}
          value={choices.decimal}
          busy={props.busy}
          onChange={(decimal) => change({ decimal })}
        />
      )}
      {preview.cost.notice && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="import-cost-notice">
          {preview.cost.notice}
        </Alert>
      )}
      {preview.cost.decimal.ask && (
        <DecimalQuestion
          column="Costo"
          examples={preview.cost.decimal.examples}
          value={choices.costDecimal}
          busy={props.busy}
          onChange={(costDecimal) => change({ costDecimal })}
        />
      )}
      {preview.cost.above_price > 0 && (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} data-testid="import-cost-above-price">
          {preview.cost.above_price === 1
            ? '1 fila tiene un costo mayor que su precio de venta.'
            : `${formatNumber(preview.cost.above_price)} filas tienen un costo mayor que su precio de venta.`}{' '}
          Se importan así; revisa que las columnas Precio y Costo no estén cruzadas (cada fila lo dice en la
          vista previa).
        </Alert>
      )}

      {preview.categories_to_map.length > 0 && (
        <CategoryChoices preview={preview} choices={choices} busy={props.busy} onChange={change} />
      )}
      {preview.stock.rows > 0 && (
        <Paper withBorder p="sm" radius="sm" data-testid="import-stock">
          <Radio.Group
            label={`Existencia: ${formatNumber(preview.stock.units)} piezas en ${formatNumber(preview.stock.rows)} filas (${formatNumber(preview.stock.zero_or_less)} con 0 o menos)`}
            value={choices.stockMode}
            onChange={(value) => change({ stockMode: value as ImportChoices['stockMode'] })}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="row"
                label="Una autoparte por fila (la existencia no se usa)"
                disabled={props.busy}
              />
              <Radio
                value="unit"
                label="Una autoparte por pieza: cada una con su propio AV y etiqueta"
                disabled={props.busy}
              />
              <Radio
                value="skip_empty"
                label="Una autoparte por fila y omitir las filas con existencia 0 o menos"
                disabled={props.busy}
              />
            </Stack>
          </Radio.Group>
        </Paper>
      )}

      {(preview.incomplete.total > 0 || preview.no_make > 0) && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="import-incomplete">
          <Stack gap="xs">
            {preview.incomplete.total > 0 && (
              <Text size="sm">
                {formatNumber(preview.incomplete.total)} autopartes quedarán como Incompleto y no aparecerán
                en el Buscador: {formatNumber(preview.incomplete.no_price)} sin precio,{' '}
                {formatNumber(preview.incomplete.no_model)} sin modelo.
              </Text>
            )}
            {preview.no_make > 0 && !choices.universal && (
              <Text size="sm">
                {formatNumber(preview.no_make)} filas no dicen la marca (ni en una columna ni en el nombre).
              </Text>
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                label="Precio para las que no tienen"
                placeholder="Sin precio"
                min={1}
                allowDecimal={false}
                thousandSeparator=","
                prefix="$"
                value={price}
                onChange={setPrice}
                w={200}
              />
              <Button
                variant="default"
                onClick={() => change({ fillPrice: typeof price === 'number' && price > 0 ? price : null })}
                disabled={props.busy}
              >
                Aplicar precio
              </Button>
            </Group>
            <Checkbox
              label="Las filas sin marca van como marca y modelo «Universal» (quedan Disponibles si tienen precio)"
              checked={choices.universal}
              onChange={(event) => change({ universal: event.currentTarget.checked })}
              disabled={props.busy}
            />
          </Stack>
        </Alert>
      )}

      {preview.duplicates.length > 0 && (
        <Paper withBorder p="sm" radius="sm" data-testid="import-duplicates">
          <Text fw={600} size="sm">
            Posibles duplicados: {formatNumber(preview.duplicates.length)}
          </Text>
          <Text size="sm" c="dimmed">
            Estas filas no traen referencia y se parecen a autopartes que ya tienes (mismo nombre, marca,
            modelo y años):{' '}
            {preview.duplicates.slice(0, 8).map((item, index) => (
              <span key={item.row_number}>
                {index > 0 ? ', ' : ''}fila {item.row_number} →{' '}
                <Link to={`/inventory/autopart/${item.part_id}`}>AV-{item.part_id}</Link>
              </span>
            ))}
            {preview.duplicates.length > 8 ? '…' : ''}
          </Text>
          <Radio.Group
            value={choices.duplicates}
            onChange={(value) => change({ duplicates: value as ImportChoices['duplicates'] })}
          >
            <Group gap="md" mt="xs">
              <Radio value="skip" label="Omitirlas" disabled={props.busy} />
              <Radio value="create" label="Importarlas de todas formas" disabled={props.busy} />
            </Group>
          </Radio.Group>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * The question for a money column whose separators contradict each other («1.500» next to
 * «12.5»): the person says which one writes the cents; nothing is guessed.
 */
function DecimalQuestion(props: {
  column: 'Precio' | 'Costo';
  examples: string[];
  value: ImportChoices['decimal'];
  busy: boolean;
  onChange: (value: ImportChoices['decimal']) => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text fw={600} size="sm">
        ¿Cómo escribe los centavos la columna {props.column}?
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        El archivo usa punto y coma de formas que se contradicen
        {props.examples.length > 0
          ? ` (por ejemplo ${props.examples.map((value) => `«${value}»`).join(', ')})`
          : ''}
        . No adivinamos: elige.
      </Text>
      <SegmentedControl
        aria-label={`Separador decimal de la columna ${props.column}`}
        // Three choices do not fit side by side at 390 px: one under the other on a phone.
        orientation={isPhone ? 'vertical' : 'horizontal'}
        fullWidth={isPhone}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
        value={props.value ?? ''}
        onChange={(value) => props.onChange((value || null) as ImportChoices['decimal'])}
        data={[
          { value: '', label: 'Sin elegir' },
          { value: '.', label: 'Punto: 1,500.50' },
          { value: ',', label: 'Coma: 1.500,50' },
        ]}
        disabled={props.busy}
      />
    </Paper>
  );
}
