import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { missingAttributesMessage, missingListingAttributes } from '@yonke/domain';
import { useMlRequirements } from '../api/get-ml-requirements';
import type { FormValues } from '../form-values';

/**
 * Before a part goes to Mercado Libre, what its marketplace category requires and the part lacks
 * ("Para publicar en Mercado Libre falta: Número de parte"), docs/product.md §10, compatibilities. The sync refuses
 * the same part with the same words, so what the form says is what would happen.
 */
export function MlRequirementsAlert({ values }: { values: FormValues }) {
  const query = useMlRequirements(values.category_id, values.store_ml_id !== null);
  const data = query.data;
  if (!data || values.store_ml_id === null) return null;
  if (data.message) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="ml-requirements">
        {data.message}
      </Alert>
    );
  }
  const missing = missingListingAttributes(data.required_attributes, {
    ...values,
    autopart_number: values.autopart_number,
  });
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="ml-requirements">
      {missingAttributesMessage(missing)}
    </Alert>
  );
}
