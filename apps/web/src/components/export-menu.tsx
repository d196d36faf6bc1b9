import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '@yonke/domain/schemas';
import { useState } from 'react';
import { downloadFile } from '../lib/download';

export interface ExportRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** File name without extension, used if the server sends none. */
  baseName: string;
}

/**
 * "Exportar": the list as it is filtered and sorted, every page, as Excel (.xlsx) or CSV.
 * `request` receives the chosen format and says which endpoint to call.
 */
export function ExportMenu({
  request,
  compact = false,
}: {
  request: (format: ExportFormat) => ExportRequest;
  compact?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  async function run(format: ExportFormat) {
    const { path, method, body, baseName } = request(format);
    setBusy(true);
    try {
      const separator = path.includes('?') ? '&' : '?';
      await downloadFile(`${path}${separator}format=${format}`, {
        method,
        body,
        fallbackName: `${baseName}.${format}`,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={18} />}
          aria-label="Exportar"
          px={compact ? 'sm' : undefined}
        >
          {compact ? null : 'Exportar'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('xlsx')}>Excel (.xlsx)</Menu.Item>
        <Menu.Item onClick={() => void run('csv')}>CSV (.csv)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
