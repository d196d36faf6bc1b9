import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { BulkChanges } from '@yonke/domain';
import type { BulkPreviewResponse } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { applyBulkEdit, previewBulkEdit } from '../api/bulk-edit';
import { useBulkChanges } from '../hooks/use-bulk-changes';
import { BulkChangeFields } from './bulk-change-fields';
import { BulkPreview } from './bulk-edit-preview';

interface BulkEditModalProps {
  opened: boolean;
  onClose: () => void;
  ids: number[];
  /** Price, status, store and quality: roles 1, 2 and 5. */
  adminFields: boolean;
  onApplied: () => void;
}

/** Editing the chosen parts at once: the change, its preview part by part, then the save. */
export function BulkEditModal({ opened, onClose, ids, adminFields, onApplied }: BulkEditModalProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const queryClient = useQueryClient();
  const form = useBulkChanges();
  const [preview, setPreview] = useState<{ changes: BulkChanges; result: BulkPreviewResponse } | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    form.reset();
    setPreview(null);
  }

  function close() {
    reset();
    onClose();
  }

  async function showPreview() {
    const changes = form.build();
    if (!changes) return;
    setBusy(true);
    try {
      setPreview({ changes, result: await previewBulkEdit({ ids, changes }) });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'No se pudo preparar la vista previa.');
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!preview) return;
    setBusy(true);
    try {
      const parts = preview.result.rows.map((row) => ({ id: row.id, version: row.version }));
      const result = await applyBulkEdit({ parts, changes: preview.changes });
      notifySuccess(
        result.updated === 1 ? '1 autoparte actualizada' : `${result.updated} autopartes actualizadas`,
      );
      await queryClient.invalidateQueries({ queryKey: ['parts'] });
      reset();
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setPreview(null);
      notifyError(error instanceof ApiError ? error.message : 'No se pudieron guardar los cambios.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Editar ${ids.length === 1 ? '1 autoparte' : `${ids.length} autopartes`}`}
      size={preview ? 'xl' : 'lg'}
      fullScreen={phone}
    >
      {!preview ? (
        <Stack gap="md">
          <BulkChangeFields form={form} opened={opened} adminFields={adminFields} />
          {form.errors.form && (
            <Text c="red" size="sm" role="alert">
              {form.errors.form}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} size="md">
              Cancelar
            </Button>
            <Button onClick={showPreview} loading={busy} size="md">
              Ver vista previa
            </Button>
          </Group>
        </Stack>
      ) : (
        <BulkPreview result={preview.result} busy={busy} onBack={() => setPreview(null)} onApply={apply} />
      )}
    </Modal>
  );
}
