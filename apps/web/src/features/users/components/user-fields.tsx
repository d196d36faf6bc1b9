import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { assignableRoles, PERSON_NAME_MAX_LENGTH, ROLE_NAMES } from '@yonke/domain';
import type { ApiError } from '../../../lib/api-client';
import type { Company as CompanyOption } from '../../../lib/companies';

export interface UserFieldValues {
  name: string;
  email: string;
  roles: string[];
  companyId: string | null;
}

interface UserFieldsProps {
  values: UserFieldValues;
  onChange: (values: UserFieldValues) => void;
  actorRoles: number[];
  /** Role 1 chooses the company; null hides the selector. */
  companies: CompanyOption[] | null;
  error: ApiError | undefined;
  /** Roles the user already holds stay listed even if the actor could not give them. */
  heldRoles?: number[];
}

/** Name, e-mail, roles and (role 1) company: shared by the create and edit forms. */
export function UserFields({
  values,
  onChange,
  actorRoles,
  companies,
  error,
  heldRoles = [],
}: UserFieldsProps) {
  const grantable: number[] = assignableRoles(actorRoles);
  const shown = [...new Set([...grantable, ...heldRoles])].sort((a, b) => a - b);
  return (
    <Stack gap="sm">
      <TextInput
        label="Nombre"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        maxLength={PERSON_NAME_MAX_LENGTH}
        error={error?.field('name')}
        autoComplete="off"
        required
      />
      <TextInput
        label="Correo electrónico"
        type="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.currentTarget.value })}
        error={error?.field('email')}
        autoComplete="off"
        required
      />
      <Checkbox.Group
        label="Roles"
        description="Puede tener varios."
        value={values.roles}
        onChange={(roles) => onChange({ ...values, roles })}
        error={error?.field('roles')}
        required
      >
        <Group gap="md" mt={6}>
          {shown.map((role) => (
            <Checkbox
              key={role}
              value={String(role)}
              label={ROLE_NAMES[role]}
              disabled={!grantable.includes(role)}
              size="md"
            />
          ))}
        </Group>
      </Checkbox.Group>
      {companies && (
        <Select
          label="Empresa"
          data={companies.map((company) => ({
            value: String(company.id),
            label: company.active ? company.name : `${company.name} (desactivada)`,
          }))}
          value={values.companyId}
          onChange={(companyId) => onChange({ ...values, companyId })}
          error={error?.field('company_id')}
          allowDeselect={false}
          searchable
        />
      )}
    </Stack>
  );
}
