import { Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { parseScanCode } from '@yonke/domain';
import { forwardRef, useState } from 'react';
import { ScanButton, ScannerModal, useKeyboardWedge } from '../../../components/scanner';
import { formatMoney, partCode } from '../../../lib/format';
import { usePartSearch } from '../api/part-search';

interface AddPartBarProps {
  /** Adds a part by what was scanned or typed; resolves to an error message, or null when added. */
  onCode: (code: string) => Promise<string | null>;
  companyId: number;
  busy: boolean;
}

/** A code the server can read (AV-12, autopart-12 in a URL, an AG number), not a name to search. */
function looksLikeCode(text: string): boolean {
  if (/^AV-?\d+$/i.test(text.trim())) return true;
  return parseScanCode(text).kind !== 'text';
}

/**
 * Scanning, typing a code (Enter adds) or searching by name. A USB scanner's keystrokes land here
 * even when no field has the focus (keyboard wedge).
 */
export const AddPartBar = forwardRef<HTMLInputElement, AddPartBarProps>(function AddPartBar(
  { onCode, companyId, busy },
  ref,
) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const results = usePartSearch(search);

  async function add(code: string) {
    const message = await onCode(code);
    setError(message);
    if (!message) {
      setText('');
      setSearch('');
    }
    return message === null;
  }

  useKeyboardWedge((code) => void add(code), !scanning);

  const own = (results.data ?? []).filter((row) => row.store_id === companyId).slice(0, 8);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={ref}
            style={{ flex: 1 }}
            label="Agregar autoparte"
            description="Escanea, escribe el código (AV-123) o busca por nombre; Enter agrega (F2 vuelve aquí)"
            placeholder="AV-123 o «faro Jetta»"
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !text.trim()) return;
              event.preventDefault();
              if (looksLikeCode(text)) void add(text.trim());
              else setSearch(text.trim());
            }}
            disabled={busy}
            size="md"
          />
          <ScanButton size={42} onClick={() => setScanning(true)} label="Escanear autoparte" />
        </Group>
        {search && (
          <Stack gap={0} aria-label="Resultados de la búsqueda">
            {results.isFetching && <Text size="sm">Buscando…</Text>}
            {!results.isFetching && own.length === 0 && (
              <Text size="sm" c="dimmed">
                No encontramos autopartes de tu empresa con «{search}».
              </Text>
            )}
            {own.map((row) => (
              <UnstyledButton
                key={row.id}
                onClick={() => void add(partCode(row.id))}
                style={{
                  minHeight: 48,
                  padding: '6px 4px',
                  borderBottom: '1px solid var(--mantine-color-gray-3)',
                }}
                aria-label={`Agregar ${partCode(row.id)} ${row.name}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" lineClamp={2}>
                    <b>{partCode(row.id)}</b> · {row.name} · {row.status.name}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(row.sale_price)}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
            <Button variant="subtle" size="compact-sm" onClick={() => setSearch('')} mt={4}>
              Cerrar resultados
            </Button>
          </Stack>
        )}
      </Stack>
      <ScannerModal
        opened={scanning}
        onClose={() => setScanning(false)}
        title="Escanear autoparte"
        onCode={async (code) => add(code)}
        busy={busy}
      />
    </Paper>
  );
});
