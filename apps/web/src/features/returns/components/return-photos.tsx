import { Alert, Anchor, Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconChevronLeft, IconChevronRight, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { can, MAX_PHOTOS_PER_RETURN } from '@yonke/domain';
import type { SaleReturn } from '@yonke/domain/schemas';
import { useState } from 'react';
import { roleIds, useUser } from '../../../lib/session';
import { pickPhotos, releasePhotos, useAddReturnPhotos, useDeleteReturnPhoto } from '../api/return-photos';
import { PhotoButtons } from './photo-buttons';
import { leftOutMessage } from './return-photo-field';
import classes from './return-photos.module.css';

/**
 * The photos of a registered return: thumbnails that open large, more added later (camera or
 * files) up to the limit, and a photo deleted by a supervisor or the administrator, apart from
 * the rest behind a confirmation.
 */
export function ReturnPhotos({ row }: { row: SaleReturn }) {
  const user = useUser();
  const mayDelete = can(roleIds(user), 'cancelSales');
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddReturnPhotos(row.sale_id, row.id);
  const remove = useDeleteReturnPhoto(row.sale_id, row.id);
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const photos = row.photos;
  const room = MAX_PHOTOS_PER_RETURN - photos.length;
  const shown = open === null ? undefined : photos[open];

  const upload = (files: File[]) => {
    const picked = pickPhotos(files.slice(0, room));
    setProblem(files.length > room ? leftOutMessage(room, files.length) : null);
    setSent({ done: 0, total: picked.length });
    add.mutate(
      { photos: picked, onSent: (done) => setSent({ done, total: picked.length }) },
      {
        onSuccess: (outcome) => {
          if (outcome.failed.length > 0)
            setProblem(`${notSentText(outcome.failed.length)}: ${outcome.message ?? 'intenta de nuevo.'}`);
        },
        onSettled: () => {
          releasePhotos(picked);
          setSent(null);
        },
      },
    );
  };

  const askDelete = (photoId: number, index: number) =>
    modals.openConfirmModal({
      title: 'Eliminar foto',
      children: (
        <Text size="sm">¿Eliminar la foto {index + 1} de esta devolución? No se puede deshacer.</Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(photoId, {
          onSuccess: (rest) => setOpen(rest.length === 0 ? null : Math.min(index, rest.length - 1)),
        }),
    });

  return (
    <Stack gap={6} data-testid="return-photos">
      <Input.Label component="div">
        {photos.length === 0
          ? 'Sin fotos de la pieza devuelta'
          : `Fotos de la pieza devuelta (${photos.length})`}
      </Input.Label>
      {photos.length > 0 && (
        <ul className={classes.grid} aria-label="Fotos de la devolución">
          {photos.map((photo, index) => (
            <li key={photo.id} className={classes.tile}>
              <button
                type="button"
                className={classes.thumbButton}
                onClick={() => setOpen(index)}
                aria-label={`Ver la foto ${index + 1} de ${photos.length}`}
              >
                <img
                  src={photo.url_thumbnail ?? photo.url ?? ''}
                  alt=""
                  className={classes.thumbImage}
                  data-testid="return-photo-thumb"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && <PhotoButtons onFiles={upload} disabled={add.isPending} chooseLabel="Agregar fotos" />}
      {sent && (
        <Text size="sm" aria-live="polite">
          Subiendo foto {Math.min(sent.done + 1, sent.total)} de {sent.total}…
        </Text>
      )}
      {problem && (
        <Alert color="orange" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Modal
        opened={shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : `Foto ${open + 1} de ${photos.length} · ${row.description}`}
        size="xl"
        fullScreen={isPhone}
      >
        {shown && open !== null && (
          <Stack gap="sm">
            <img
              src={shown.url ?? shown.url_thumbnail ?? ''}
              alt={`Foto ${open + 1} de la pieza devuelta: ${row.description}`}
              className={classes.large}
            />
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Button
                  variant="default"
                  mih={44}
                  leftSection={<IconChevronLeft size={18} />}
                  disabled={open === 0}
                  onClick={() => setOpen(open - 1)}
                >
                  Anterior
                </Button>
                <Button
                  variant="default"
                  mih={44}
                  rightSection={<IconChevronRight size={18} />}
                  disabled={open >= photos.length - 1}
                  onClick={() => setOpen(open + 1)}
                >
                  Siguiente
                </Button>
              </Group>
              {shown.url && (
                <Anchor href={shown.url} target="_blank" rel="noopener noreferrer" size="sm" py={12}>
                  <Group gap={4} component="span">
                    <IconExternalLink size={16} /> Ver original
                  </Group>
                </Anchor>
              )}
            </Group>
            {mayDelete && (
              <Group
                justify="flex-end"
                mt="md"
                pt="md"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Button
                  color="red"
                  variant="outline"
                  mih={44}
                  leftSection={<IconTrash size={18} />}
                  loading={remove.isPending}
                  onClick={() => askDelete(shown.id, open)}
                >
                  Eliminar foto
                </Button>
              </Group>
            )}
            {remove.error && <Alert color="red">{remove.error.message}</Alert>}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** «1 foto no se subió» / «3 fotos no se subieron». */
export function notSentText(count: number): string {
  return count === 1 ? '1 foto no se subió' : `${count} fotos no se subieron`;
}
