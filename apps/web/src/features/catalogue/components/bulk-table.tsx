import { Stack } from '@mantine/core';
import { can } from '@yonke/domain';
import type { SearchRow } from '@yonke/domain/schemas';
import { useState } from 'react';
import type { CatalogueSection } from '../sections';
import { BulkEditModal } from './bulk-edit-modal';
import { BulkSelectionBar } from './bulk-selection-bar';
import { PartsTable } from './parts-table';

/**
 * The dense table with its selection, kept while the user pages through the list, and the bulk
 * edit of what is chosen. Roles that edit parts choose; the server checks each field's rights.
 */
export function BulkTable({
  rows,
  section,
  roles,
}: {
  rows: SearchRow[];
  section: CatalogueSection;
  roles: number[];
}) {
  const canEdit = can(roles, 'editParts');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState(false);
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return (
    <Stack gap="xs">
      <BulkSelectionBar
        count={selected.size}
        onEdit={() => setEditing(true)}
        onClear={() => setSelected(new Set())}
      />
      <PartsTable rows={rows} section={section} selected={canEdit ? selected : null} onToggle={toggle} />
      <BulkEditModal
        opened={editing}
        onClose={() => setEditing(false)}
        ids={[...selected]}
        adminFields={can(roles, 'adminSupervisorFields')}
        onApplied={() => {
          setEditing(false);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
