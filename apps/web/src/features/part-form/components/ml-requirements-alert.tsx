import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  conditionValueId,
  GUARD_MESSAGES,
  listingRefusals,
  missingAttributesMessage,
  missingListingAttributes,
} from '@yonke/domain';
import { useMlRequirements } from '../api/get-ml-requirements';
import type { FormValues } from '../form-values';
import classes from './part-form.module.css';

/**
 * Before a part goes to Mercado Libre, what would make the marketplace refuse it, with the words
 * the sync uses (one source, packages/domain): required attributes («Para publicar en Mercado
 * Libre falta: Número de parte»), a photo, the category's minimum price, a public https address
 * for the photos and a condition the category knows (docs/product.md §10, compatibilities).
 */
export function MlRequirementsAlert({
  values,
  photoCount,
  conditionName,
}: {
  values: FormValues;
  photoCount: number;
  conditionName: string | null;
}) {
  const query = useMlRequirements(values.category_id, values.store_ml_id !== null);
  const data = query.data;
  if (!data || values.store_ml_id === null) return null;
  const reasons: string[] = [];
  if (data.message) reasons.push(data.message);
  const missing = missingListingAttributes(data.required_attributes, values);
  if (missing.length > 0) reasons.push(missingAttributesMessage(missing));
  if (data.available && data.requires_picture !== undefined) {
    reasons.push(
      ...listingRefusals(
        {
          pictureUrls: [],
          hasMlPictures: false,
          price: values.sale_price,
          photoCount,
          picturesPublic: data.pictures_public ?? true,
        },
        { requiresPicture: data.requires_picture, minimumPrice: data.minimum_price ?? null },
      ),
    );
    if (conditionValueId(conditionName, data.condition_values ?? []) === undefined)
      reasons.push(GUARD_MESSAGES.unknownCondition(conditionName ?? ''));
  }
  if (reasons.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title="Mercado Libre rechazaría esta publicación"
      data-testid="ml-requirements"
      className={classes.mlWarnings}
    >
      {reasons.length === 1 ? (
        reasons[0]
      ) : (
        <List size="sm" spacing={4}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
