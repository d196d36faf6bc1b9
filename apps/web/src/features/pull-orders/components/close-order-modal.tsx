import { Alert, Button, FileInput, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import {
  MAX_PULL_NOTE_LENGTH,
  PULL_ORDER_STATUS_LABELS,
  type PullOrderOutcome,
  pullOutcomeNeedsReason,
} from '@yonke/domain';
import type { PullOrder } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadPulledPhoto, useCloseOrder } from '../api/pull-orders';

export type Closing = { order: PullOrder; kind: 'surtida' | 'missing' };

/**
 * The yard's answer: «surtida» with an optional note and photo (it becomes one of the part's
 * photos), or not coming with the reason the counter reads.
 */
export function CloseOrderModal({ closing, onClose }: { closing: Closing; onClose: () => void }) {
  const { order, kind } = closing;
  const [outcome, setOutcome] = useState<PullOrderOutcome>(kind === 'surtida' ? 'surtida' : 'no_encontrada');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const close = useCloseOrder();
  const error = close.error instanceof ApiError ? close.error : null;
  const needsReason = pullOutcomeNeedsReason(outcome);
  return (
    <Modal opened onClose={onClose} title={`${order.part_code} · ${order.part_name}`} size="md">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (uploading || close.isPending) return;
          let imageId: number | undefined;
          if (photo && outcome === 'surtida') {
            setUploading(true);
            setUploadError(null);
            try {
              imageId = await uploadPulledPhoto(photo);
            } catch (failure) {
              setUploadError(failure instanceof Error ? failure.message : 'No se pudo subir la foto.');
              return;
            } finally {
              setUploading(false);
            }
          }
          close.mutate(
            { id: order.id, outcome, note: note.trim() || undefined, image_id: imageId },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack>
          {kind === 'missing' && (
            <Radio.Group
              label="¿Qué pasó?"
              value={outcome}
              onChange={(value) => setOutcome(value as PullOrderOutcome)}
            >
              <Stack gap="sm" mt="xs">
                <Radio size="md" value="no_encontrada" label={PULL_ORDER_STATUS_LABELS.no_encontrada} />
                <Radio size="md" value="danada" label={PULL_ORDER_STATUS_LABELS.danada} />
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={needsReason ? 'Motivo' : 'Nota (opcional)'}
            required={needsReason}
            autosize
            minRows={2}
            maxLength={MAX_PULL_NOTE_LENGTH}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={error?.field('note')}
          />
          {kind === 'surtida' && (
            <FileInput
              label="Foto de la pieza (opcional)"
              description="Se agrega a las fotos de la autoparte."
              placeholder="Tomar o elegir foto"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              clearable
              size="md"
              leftSection={<IconCamera size={18} />}
              value={photo}
              onChange={setPhoto}
              error={uploadError ?? error?.field('image_id') ?? error?.field('images')}
            />
          )}
          {error && !error.field('note') && !error.field('image_id') && !error.field('images') && (
            <Alert color="red">{error.message}</Alert>
          )}
          <Button
            type="submit"
            size="lg"
            color={needsReason ? 'orange' : 'green'}
            loading={uploading || close.isPending}
          >
            {needsReason ? 'Guardar motivo' : 'Confirmar surtida'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
