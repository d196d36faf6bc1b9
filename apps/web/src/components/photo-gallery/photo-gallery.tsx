import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCamera,
  IconExternalLink,
  IconPhotoOff,
  IconPhotoPlus,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import type { UploadedImage } from '@yonke/domain/schemas';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import classes from './photo-gallery.module.css';

/** Uploads of one batch: photos go one after another. */
export interface UploadProgress {
  done: number;
  total: number;
}

/** The spec's confirmation before a photo is deleted (part and vehicle photos alike). */
export const CONFIRM_DELETE_IMAGE = '¿Está seguro de eliminar la imagen?';

interface PhotoGalleryProps {
  images: UploadedImage[];
  progress: UploadProgress | null;
  locked: boolean;
  /** While a new part is being stored, photos can no longer go with it. */
  uploadDisabled?: boolean;
  /** What the photos show: the preview's alternative text. */
  name: string;
  /** When `name` is empty. */
  fallbackAlt?: string;
  testId?: string;
  onUpload: (files: File[]) => void;
  onRemove: (image: UploadedImage) => void;
  onMove: (fromId: number, toId: number) => void;
}

/** Google Lens "search by image" needs the photo's absolute address. */
export function reverseSearchUrl(url: string): string {
  return `https://lens.google.com/uploadbyurl?url=${encodeURIComponent(new URL(url, window.location.origin).href)}`;
}

function Preview({ image, alt }: { image: UploadedImage | undefined; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = image?.url ?? null;
  return (
    <div className={classes.preview}>
      {src && failed !== src ? (
        <img src={src} alt={alt} className={classes.previewImage} onError={() => setFailed(src)} />
      ) : (
        <Stack align="center" gap={4} c="gray.6">
          <IconPhotoOff size={48} stroke={1.2} />
          <Text size="sm">Sin fotos</Text>
        </Stack>
      )}
    </div>
  );
}

interface ThumbProps {
  image: UploadedImage;
  index: number;
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
  onRemove: () => void;
}

function SortableThumb({ image, index, selected, locked, onSelect, onRemove }: ThumbProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled: locked,
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.thumb}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-testid="photo-thumb"
      data-image-id={image.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        {...attributes}
        {...listeners}
        type="button"
        className={classes.thumbButton}
        onClick={onSelect}
        aria-label={`Foto ${index + 1}${index === 0 ? ', portada' : ''}`}
        aria-pressed={selected}
      >
        {image.url_thumbnail || image.url ? (
          <img
            src={image.url_thumbnail ?? image.url ?? ''}
            alt=""
            className={classes.thumbImage}
            draggable={false}
          />
        ) : null}
      </button>
      {index === 0 && (
        <Badge className={classes.cover} size="xs" color="blue" variant="filled">
          Portada
        </Badge>
      )}
      {!locked && (
        <ActionIcon
          className={classes.remove}
          color="red"
          variant="filled"
          radius="xl"
          size={30}
          aria-label={`Eliminar foto ${index + 1}`}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      )}
    </li>
  );
}

function imageFiles(list: FileList | null): File[] {
  return Array.from(list ?? []).filter((file) => file.type === '' || file.type.startsWith('image/'));
}

function UploadArea({
  onUpload,
  progress,
  disabled,
}: {
  onUpload: (files: File[]) => void;
  progress: UploadProgress | null;
  disabled: boolean;
}) {
  const inputId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onUpload(imageFiles(event.currentTarget.files));
    // The same photo can be chosen again after it was deleted.
    event.currentTarget.value = '';
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    onUpload(imageFiles(event.dataTransfer.files));
  };

  return (
    <Stack gap="xs">
      <label
        htmlFor={inputId}
        className={classes.dropzone}
        data-over={over || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => (disabled ? event.preventDefault() : onDrop(event))}
      >
        <IconPhotoPlus size={36} stroke={1.4} />
        <Text fw={600} ta="center">
          Agregar fotos
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          Toca para tomar o elegir fotos, o arrástralas aquí
        </Text>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/*"
          className={classes.fileInput}
          onChange={onChange}
          aria-label="Subir fotos"
          data-testid="photo-input"
          disabled={disabled}
        />
      </label>
      <Button
        hiddenFrom="sm"
        size="md"
        variant="light"
        leftSection={<IconCamera size={20} />}
        onClick={() => cameraRef.current?.click()}
        disabled={disabled}
      >
        Tomar foto
      </Button>
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        className={classes.fileInput}
        onChange={onChange}
        tabIndex={-1}
        aria-hidden="true"
      />
      {progress && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            Subiendo foto {Math.min(progress.done + 1, progress.total)} de {progress.total}…
          </Text>
          <Progress
            value={(progress.done / progress.total) * 100}
            animated
            striped
            aria-label="Progreso de subida"
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Photo gallery of the part edit screen (docs/product.md §2) and the vehicle page: large preview of
 * the selected photo, links to the original and to a reverse image search, a strip reordered by
 * dragging (the first is the cover), per-photo delete after a confirmation, and the upload area
 * (camera or files), which a locked form hides.
 */
export function PhotoGallery({
  images,
  progress,
  locked,
  uploadDisabled = false,
  name,
  fallbackAlt = 'Foto de la autoparte',
  testId = 'part-photos',
  onUpload,
  onRemove,
  onMove,
}: PhotoGalleryProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = images.find((image) => image.id === selectedId) ?? images[0];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };

  const askRemove = (image: UploadedImage) =>
    modals.openConfirmModal({
      title: 'Eliminar imagen',
      children: <Text size="sm">{CONFIRM_DELETE_IMAGE}</Text>,
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => onRemove(image),
    });

  return (
    <Stack gap="sm" data-testid={testId}>
      <Preview image={selected} alt={name || fallbackAlt} />
      {selected?.url && (
        <Group gap="md" justify="center">
          <Anchor href={selected.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconExternalLink size={16} /> Ver original
            </Group>
          </Anchor>
          <Anchor href={reverseSearchUrl(selected.url)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconSearch size={16} /> Buscar imagen similar
            </Group>
          </Anchor>
        </Group>
      )}
      {images.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
            <ul className={classes.strip} aria-label="Fotos (arrastra para cambiar el orden)">
              {images.map((image, index) => (
                <SortableThumb
                  key={image.id}
                  image={image}
                  index={index}
                  selected={image.id === selected?.id}
                  locked={locked}
                  onSelect={() => setSelectedId(image.id)}
                  onRemove={() => askRemove(image)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {!locked && <UploadArea onUpload={onUpload} progress={progress} disabled={uploadDisabled} />}
    </Stack>
  );
}
