import { ActionIcon, Center, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhotoOff } from '@tabler/icons-react';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { PartImage } from '@yonke/domain/schemas';
import classes from './part-gallery.module.css';

/** docs/product.md §9: 5 thumbnails across, or one fewer than the images when there are 5 or fewer. */
export function visibleThumbnails(count: number): number {
  return count > 5 ? 5 : Math.max(1, count - 1);
}

const LIGHTBOX_LABELS = {
  Previous: 'Anterior',
  Next: 'Siguiente',
  Close: 'Cerrar',
  'Zoom in': 'Acercar',
  'Zoom out': 'Alejar',
  Lightbox: 'Galería de fotos',
  Carousel: 'carrusel',
  Slide: 'foto',
  'Photo gallery': 'Fotos de la autoparte',
  '{index} of {total}': '{index} de {total}',
};

function MainImage({ image, alt, onOpen }: { image: PartImage; alt: string; onOpen: () => void }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!image.url || failed === image.url) return <NoPhotos />;
  return (
    <button type="button" className={classes.main} onClick={onOpen} aria-label="Ampliar foto">
      <img src={image.url} alt={alt} className={classes.mainImage} onError={() => setFailed(image.url)} />
    </button>
  );
}

/** A broken thumbnail leaves the slot's grey background instead of the browser's broken icon. */
function ThumbImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={classes.thumbImage}
      onError={() => setFailed(src)}
    />
  );
}

function NoPhotos() {
  return (
    <Center className={classes.placeholder}>
      <Stack align="center" gap={4}>
        <IconPhotoOff size={48} stroke={1.2} />
        <Text size="sm">Sin fotos</Text>
      </Stack>
    </Center>
  );
}

/**
 * Main photo, thumbnail strip (hover or click selects) and a full-screen zoomable gallery that
 * opens at the selected photo, loops, and closes by its button or a click on the backdrop.
 */
export function PartGallery({ images, name }: { images: PartImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const count = images.length;
  const visible = visibleThumbnails(count);
  const current = images[Math.min(index, count - 1)];

  // Keeps the selected thumbnail in view when the gallery moved to a photo outside the strip.
  useEffect(() => {
    const track = trackRef.current;
    const thumb = track?.children[index] as HTMLElement | undefined;
    if (!track || !thumb) return;
    if (thumb.offsetLeft < track.scrollLeft) {
      track.scrollTo({ left: thumb.offsetLeft });
    } else if (thumb.offsetLeft + thumb.offsetWidth > track.scrollLeft + track.clientWidth) {
      track.scrollTo({ left: thumb.offsetLeft + thumb.offsetWidth - track.clientWidth });
    }
  }, [index]);

  // Arrows only where there is more to see.
  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const start = track.scrollLeft <= 1;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useEffect(() => {
    if (count < 2) return;
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, count]);

  if (!current) return <NoPhotos />;

  const scrollStrip = (direction: 1 | -1) => {
    const track = trackRef.current;
    const slot = track?.children[0] as HTMLElement | undefined;
    if (track && slot) track.scrollBy({ left: direction * (slot.offsetWidth + 8) });
  };

  return (
    <div>
      <MainImage image={current} alt={name} onOpen={() => setOpen(true)} />
      {count > 1 && (
        <div className={classes.strip} style={{ '--visible': visible } as CSSProperties}>
          {!edges.start && (
            <ActionIcon
              variant="white"
              radius="xl"
              size="md"
              className={`${classes.arrow} ${classes.arrowPrev}`}
              onClick={() => scrollStrip(-1)}
              aria-label="Fotos anteriores"
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          )}
          <div
            ref={trackRef}
            className={classes.track}
            onScroll={updateEdges}
            role="group"
            aria-label="Fotos"
          >
            {images.map((image, position) => (
              <button
                key={image.id}
                type="button"
                aria-pressed={position === index}
                aria-label={`Foto ${position + 1} de ${count}`}
                className={classes.thumb}
                data-active={position === index || undefined}
                onMouseEnter={() => setIndex(position)}
                onFocus={() => setIndex(position)}
                onClick={() => setIndex(position)}
              >
                <ThumbImage src={image.url_thumbnail ?? image.url} />
              </button>
            ))}
          </div>
          {!edges.end && (
            <ActionIcon
              variant="white"
              radius="xl"
              size="md"
              className={`${classes.arrow} ${classes.arrowNext}`}
              onClick={() => scrollStrip(1)}
              aria-label="Fotos siguientes"
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          )}
        </div>
      )}
      <Lightbox
        open={open}
        close={() => setOpen(false)}
        index={index}
        slides={images.map((image) => ({ src: image.url ?? '', alt: name }))}
        plugins={[Zoom]}
        zoom={{ maxZoomPixelRatio: 3 }}
        carousel={{ finite: false }}
        controller={{ closeOnBackdropClick: true }}
        on={{ view: ({ index: viewed }) => setIndex(viewed) }}
        labels={LIGHTBOX_LABELS}
      />
    </div>
  );
}
