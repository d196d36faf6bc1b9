import { Button, Group } from '@mantine/core';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { type ChangeEvent, useRef } from 'react';
import classes from './return-photos.module.css';

function imageFiles(list: FileList | null): File[] {
  return Array.from(list ?? []).filter((file) => file.type === '' || file.type.startsWith('image/'));
}

/**
 * «Tomar foto» opens the phone's rear camera (`capture`); «Elegir fotos» the gallery or the
 * computer's files, several at once. Each hands the chosen images over and clears its input, so
 * the same photo can be chosen again after it was removed.
 */
export function PhotoButtons({
  onFiles,
  disabled = false,
  chooseLabel = 'Elegir fotos',
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  chooseLabel?: string;
}) {
  const cameraRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = imageFiles(event.currentTarget.files);
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconCamera size={20} />}
        onClick={() => cameraRef.current?.click()}
        disabled={disabled}
        mih={44}
      >
        Tomar foto
      </Button>
      <Button
        variant="default"
        leftSection={<IconPhotoPlus size={20} />}
        onClick={() => filesRef.current?.click()}
        disabled={disabled}
        mih={44}
      >
        {chooseLabel}
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
      <input
        ref={filesRef}
        type="file"
        accept="image/*"
        multiple
        className={classes.fileInput}
        onChange={onChange}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="return-photo-input"
      />
    </Group>
  );
}
