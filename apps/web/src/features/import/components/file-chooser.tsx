import { Button, FileInput, Group, Select, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useCompanies } from '../../../lib/companies';

/** The import's first step: the file, and for role 1 the company it goes to (theirs by default). */
export function FileChooser({
  chooseCompany,
  busy,
  onUpload,
}: {
  chooseCompany: boolean;
  busy: boolean;
  onUpload: (file: File, companyId: number | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const companies = useCompanies({ enabled: chooseCompany });
  return (
    <>
      <Text size="sm" c="dimmed">
        Sube tu hoja de Excel (.xlsx) o CSV con una fila de encabezados. Antes de guardar nada verás cómo
        queda cada fila.
      </Text>
      {chooseCompany && (
        <Select
          label="Empresa"
          placeholder="Mi empresa"
          data={(companies.data ?? []).map((company) => ({
            value: String(company.id),
            label: company.name,
          }))}
          value={companyId}
          onChange={setCompanyId}
          clearable
          searchable
          maw={360}
        />
      )}
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Archivo"
          placeholder="Elige un archivo .xlsx o .csv"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} />}
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: '1 1 260px' }}
        />
        <Button
          leftSection={<IconUpload size={18} />}
          onClick={() => file && onUpload(file, companyId ? Number(companyId) : null)}
          disabled={!file}
          loading={busy}
        >
          Subir archivo
        </Button>
      </Group>
    </>
  );
}
