import { Center } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './thumbnail.module.css';

interface ThumbnailProps {
  src: string | null | undefined;
  alt: string;
  ratio?: number;
}

/** A part photo that shows a placeholder when there is none or it fails to load. */
export function Thumbnail({ src, alt, ratio = 4 / 3 }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed;
  return (
    <div className={classes.frame} style={{ aspectRatio: String(ratio) }}>
      {usable ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={classes.image}
          onError={() => setFailed(src)}
        />
      ) : (
        <Center h="100%" c="gray.6" role="img" aria-label="Sin foto">
          <IconPhotoOff size={36} stroke={1.3} />
        </Center>
      )}
    </div>
  );
}
