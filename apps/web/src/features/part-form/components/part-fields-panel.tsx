import { Paper, Stack, Text } from '@mantine/core';
import { can } from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import { DonorVehicleSelect } from '../../../components/donor-vehicle/donor-vehicle';
import { AdminFields } from './admin-fields';
import { DescriptionField } from './description-field';
import { FormHeader, TitleField } from './form-header';
import { MlRequirementsAlert } from './ml-requirements-alert';
import type { FieldsProps } from './part-fields';
import { AttributeFields, PartIdentityFields, VehicleFields } from './part-fields';

/**
 * The form's fields in the order a person fills them: title, vehicle, identity, then (once a
 * model is chosen) attributes, the «Administrador y Supervisor» section and the description.
 */
export function PartFieldsPanel({
  part,
  fields,
  roles,
  companyId,
  percent,
  showRest,
  photoCount,
  createStatus,
}: {
  part: Part | null;
  fields: FieldsProps;
  roles: number[];
  companyId: number;
  percent: number;
  showRest: boolean;
  photoCount: number;
  createStatus?: { value: number | null; onChange: (value: number | null) => void };
}) {
  const { values, errors, set, disabled: locked, refs } = fields;
  const isNew = part === null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <FormHeader part={part} percent={percent} />
        {showRest && (
          <TitleField
            value={values.name}
            onChange={(next) => set('name', next)}
            disabled={locked}
            error={errors.name}
          />
        )}
        <VehicleFields {...fields} showYears={showRest} canAddModel={can(roles, 'addVehicleModels')} />
        {part && <DonorVehicleSelect partId={part.id} />}
        <PartIdentityFields {...fields} companyId={companyId} />
        {showRest ? (
          <>
            <AttributeFields {...fields} />
            {can(roles, 'adminSupervisorFields') && (
              <AdminFields
                {...fields}
                companyId={companyId}
                showStatus={!isNew}
                createStatus={createStatus}
                storeLocked={Boolean(part?.ml_id) && !can(roles, 'changeListedMarketplaceStore')}
              />
            )}
            <DescriptionField
              value={values.description}
              onChange={(next) => set('description', next)}
              disabled={locked}
              error={errors.description}
            />
            <MlRequirementsAlert
              values={values}
              photoCount={photoCount}
              conditionName={refs.conditions.find((c) => c.id === values.condition_id)?.name ?? null}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="choose-model-hint">
            Elige el modelo para ver el resto de los campos.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
