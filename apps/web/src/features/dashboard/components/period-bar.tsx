import { Group, Select, TextInput } from '@mantine/core';
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from '@yonke/domain';
import { useCompanyChoices } from '../api/get-companies';
import type { DashboardParams } from '../hooks/use-dashboard-params';

const ALL_COMPANIES = 'all';

interface PeriodBarProps {
  value: DashboardParams;
  onChange: (next: DashboardParams) => void;
  /** Role 1 chooses a company, or all of them. */
  chooseCompany: boolean;
  /** Message of a refused range, shown under the end date. */
  rangeError?: string;
}

export function PeriodBar({ value, onChange, chooseCompany, rangeError }: PeriodBarProps) {
  const companies = useCompanyChoices(chooseCompany);
  const inOrder = !value.from || !value.to || value.from <= value.to;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Periodo"
        w={{ base: '100%', xs: 170 }}
        data={DASHBOARD_PERIODS.map((period) => ({ value: period, label: DASHBOARD_PERIOD_LABELS[period] }))}
        value={value.period}
        allowDeselect={false}
        onChange={(period) => period && onChange({ ...value, period: period as DashboardPeriod })}
      />
      {value.period === 'range' && (
        <>
          <TextInput
            type="date"
            label="Desde"
            w={{ base: 'calc(50% - 6px)', xs: 170 }}
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="Hasta"
            w={{ base: 'calc(50% - 6px)', xs: 170 }}
            value={value.to ?? ''}
            error={inOrder ? rangeError : 'La fecha final no puede ser anterior a la de inicio.'}
            onChange={(event) => onChange({ ...value, to: event.currentTarget.value || undefined })}
          />
        </>
      )}
      {chooseCompany && (
        <Select
          label="Empresa"
          w={{ base: '100%', xs: 240 }}
          searchable
          allowDeselect={false}
          data={[
            { value: ALL_COMPANIES, label: 'Todas las empresas' },
            ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name })),
          ]}
          value={value.store === undefined ? ALL_COMPANIES : String(value.store)}
          onChange={(store) =>
            onChange({ ...value, store: !store || store === ALL_COMPANIES ? undefined : Number(store) })
          }
        />
      )}
    </Group>
  );
}
