import { Select, type SelectProps } from '@mantine/core';
import { toSelectData, useReferenceList } from '../../lib/reference-lists';

interface CompanySelectProps {
  /** Role 1 only: nobody else sees the selector or loads the list of companies. */
  enabled: boolean;
  ownCompany: { id: number; name: string };
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  w: SelectProps['w'];
}

/** The company a new row belongs to, defaulting to the user's own while the list loads. */
export function CompanySelect({ enabled, ownCompany, value, onChange, error, w }: CompanySelectProps) {
  const companies = useReferenceList('stores', enabled);
  if (!enabled) return null;
  return (
    <Select
      aria-label="Empresa"
      placeholder="Empresa"
      data={toSelectData(companies.length > 0 ? companies : [ownCompany])}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      searchable
      nothingFoundMessage="Sin resultados"
      error={error}
      w={w}
    />
  );
}
