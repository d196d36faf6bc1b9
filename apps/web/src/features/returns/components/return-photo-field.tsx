import { Button, Input, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_PHOTOS_PER_RETURN } from '@yonke/domain';
import { useId, useState } from 'react';
import { type PickedPhoto, pickPhotos, releasePhotos } from '../api/return-photos';
import { PhotoButtons } from './photo-buttons';
import classes from './return-photos.module.css';

/** More photos chosen than fit: which ones were kept, said rather than dropped in silence. */
export function leftOutMessage(room: number, chosen: number): string {
  return `Elegiste ${chosen} fotos y solo caben ${room} más (una devolución lleva hasta ${MAX_PHOTOS_PER_RETURN}): se agregaron las primeras ${room}.`;
}

/**
 * «Fotos» of the return form: the part that came back photographed at the counter (camera or
 * files). They stay on the phone until «Registrar devolución», then go with the return.
 */
export function ReturnPhotoField({
  photos,
  onChange,
  disabled,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  const [left, setLeft] = useState<string | null>(null);
  const room = MAX_PHOTOS_PER_RETURN - photos.length;
  const add = (files: File[]) => {
    setLeft(files.length > room ? leftOutMessage(room, files.length) : null);
    onChange([...photos, ...pickPhotos(files.slice(0, room))]);
  };
  const remove = (photo: PickedPhoto) => {
    setLeft(null);
    releasePhotos([photo]);
    onChange(photos.filter((other) => other.key !== photo.key));
  };
  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="div">
        Fotos (opcional)
      </Input.Label>
      <Input.Description mb={6}>
        La pieza que regresó: el daño, la etiqueta, el conector. Hasta {MAX_PHOTOS_PER_RETURN} fotos.
      </Input.Description>
      {photos.length > 0 && (
        <ul className={classes.grid} aria-label="Fotos por subir">
          {photos.map((photo, index) => (
            <li key={photo.key} className={classes.tile}>
              <img
                src={photo.preview}
                alt={`Foto ${index + 1} de la pieza devuelta`}
                className={classes.thumbButton}
                data-testid="return-photo-preview"
              />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                mih={44}
                leftSection={<IconTrash size={16} />}
                aria-label={`Quitar la foto ${index + 1}`}
                onClick={() => remove(photo)}
                disabled={disabled}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {left && (
        <Text size="sm" c="orange.8" role="status">
          {left}
        </Text>
      )}
      {room > 0 ? (
        <PhotoButtons onFiles={add} disabled={disabled} />
      ) : (
        <Text size="sm" c="dimmed">
          Ya tiene las {MAX_PHOTOS_PER_RETURN} fotos que caben en una devolución.
        </Text>
      )}
    </div>
  );
}
