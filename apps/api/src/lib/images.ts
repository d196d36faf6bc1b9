import { IMAGE_LIMITS } from '@yonke/domain';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from './errors.ts';

/** The most one photo may weigh (the original system's limit, 20 000 KB, rounded). */
export const MAX_IMAGE_BYTES = IMAGE_LIMITS.maxBytes;
/** Body limit of an upload request: the photo plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024;
/**
 * Larger photos are refused before they are decoded: a 20 000 × 20 000 PNG of a few kilobytes
 * would otherwise take gigabytes of memory. 50 megapixels is above every phone camera.
 */
export const MAX_INPUT_PIXELS = IMAGE_LIMITS.maxPixels;
/**
 * Each side on its own: a 49 000 000 × 1 PNG is under the pixel cap yet libvips' resize of it
 * takes over a gigabyte (a 143 KB file). 12 000 px is above every camera's longest side.
 */
export const MAX_INPUT_SIDE = IMAGE_LIMITS.maxSide;
/** docs/product.md §9: images are at most 1920 px on their longest side. */
export const MAX_DIMENSION = 1920;
/** Thumbnails fill the 4:3 frames of the catalogue cards and photo strips (CSS object-fit: cover). */
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_HEIGHT = 360;
const JPEG_QUALITY = 85;
const THUMBNAIL_QUALITY = 78;

export const IMAGE_MESSAGES = {
  missing: 'Selecciona una imagen para subir.',
  oneAtATime: 'Sube una imagen a la vez.',
  empty: 'El archivo está vacío.',
  tooLarge: 'La imagen no puede pesar más de 20 MB.',
  tooManyPixels: 'La imagen es demasiado grande: debe tener como máximo 50 megapíxeles.',
  tooLong: `La imagen es demasiado grande: cada lado debe medir como máximo ${IMAGE_LIMITS.maxSide.toLocaleString('en-US')} píxeles.`,
  busy: 'Hay muchas fotos procesándose, intenta en un momento.',
  unsupported: 'El archivo no es una imagen válida. Sube una foto JPEG, PNG o WebP.',
  heicUnsupported: 'No es posible leer fotos HEIC en este servidor. Sube la foto en JPEG, PNG o WebP.',
  unreadable: 'No pudimos leer la imagen; puede estar dañada. Intenta con otra foto.',
} as const;

/** The formats accepted, as sharp names them; HEIC/HEIF only where this sharp build reads it. */
export function acceptedFormats(): string[] {
  const formats = ['jpeg', 'png', 'webp'];
  if (sharp.format.heif?.input?.buffer) formats.push('heif');
  return formats;
}

function fileError(message: string, status = 422): AppError {
  return new AppError(status, message, { file: [message] });
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  size: number;
}

export interface ProcessedImage {
  /** JPEG, upright, metadata (GPS included) removed, at most 1920 px on the longest side. */
  full: EncodedImage;
  /** WebP, 480 × 360 (4:3, centre crop). */
  thumbnail: EncodedImage;
}

function encoded(data: Buffer, info: OutputInfo): EncodedImage {
  return { bytes: data, width: info.width, height: info.height, size: info.size };
}

/**
 * Normalises an uploaded photo. The browser's name and type are never trusted: the format is
 * read from the bytes, and only the formats above pass. Every refusal is a Spanish 4xx on the
 * field `file`, never a 500.
 */
export interface DecodeOptions {
  /**
   * Wait for a turn however long the queue is, instead of being refused with a 503: for work
   * nobody is waiting on (an import's photos), which must not fail because users are uploading.
   */
  waitForTurn?: boolean;
}

export async function processImage(input: Uint8Array, options: DecodeOptions = {}): Promise<ProcessedImage> {
  if (input.byteLength === 0) throw fileError(IMAGE_MESSAGES.empty);
  if (input.byteLength > MAX_IMAGE_BYTES) throw fileError(IMAGE_MESSAGES.tooLarge, 413);
  const metadata = await readHeader(input);
  // Only decoding waits for a turn: the header check above refuses bad files at once.
  return decodePool.run(() => decode(input, metadata), options);
}

/** Sharp's own guards on every decode: pixel count, at most 4 channels, the first frame only. */
const DECODER_LIMITS = { limitInputPixels: MAX_INPUT_PIXELS, limitInputChannels: 4, pages: 1 } as const;

/** Format and size from the file's header, without decoding it; a bad file is refused here. */
async function readHeader(input: Uint8Array): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // Reads the header only: cheap even for a huge image, which the pixel limit refuses here.
    metadata = await sharp(input, DECODER_LIMITS).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw fileError(IMAGE_MESSAGES.tooManyPixels);
    }
    throw fileError(IMAGE_MESSAGES.unsupported);
  }
  if (!metadata.format || !acceptedFormats().includes(metadata.format)) {
    throw fileError(IMAGE_MESSAGES.unsupported);
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) throw fileError(IMAGE_MESSAGES.unsupported);
  if (width * height > MAX_INPUT_PIXELS) throw fileError(IMAGE_MESSAGES.tooManyPixels);
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) throw fileError(IMAGE_MESSAGES.tooLong);
  return metadata;
}

async function decode(input: Uint8Array, metadata: Metadata): Promise<ProcessedImage> {
  try {
    // Without withMetadata() sharp writes no EXIF, XMP or IPTC: the GPS position of a photo
    // taken in the yard never leaves the server. rotate() applies the EXIF orientation first.
    const full = await sharp(input, { ...DECODER_LIMITS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      // Transparent areas of a PNG or WebP would turn black in a JPEG.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(full.data)
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover', position: 'centre' })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { full: encoded(full.data, full.info), thumbnail: encoded(thumbnail.data, thumbnail.info) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The prebuilt sharp reads HEIF containers but not the HEVC photos iPhones take.
    if (metadata.format === 'heif' && metadata.compression === 'hevc') {
      throw fileError(IMAGE_MESSAGES.heicUnsupported);
    }
    throw fileError(IMAGE_MESSAGES.unreadable);
  }
}

/**
 * At most `size` decodes at a time, and at most `queue` more waiting for a turn; beyond that a
 * photo is refused at once with a Spanish 503 (and Retry-After) instead of piling up in memory.
 */
export function createDecodePool(size: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>, options: DecodeOptions = {}): Promise<T> {
      if (running >= size) {
        if (waiting.length >= queue && !options.waitForTurn) {
          throw new AppError(
            503,
            IMAGE_MESSAGES.busy,
            { file: [IMAGE_MESSAGES.busy] },
            { 'Retry-After': '5' },
          );
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** The process's one pool: every photo (parts, vehicles, avatars, logos, imports) decodes through it. */
export const decodePool = createDecodePool(IMAGE_LIMITS.concurrentDecodes, IMAGE_LIMITS.queuedDecodes);

/** The upload calls (part and vehicle photos, avatar, company logo), the only requests allowed a body above 1 MB. */
export function isImageUploadPath(path: string): boolean {
  return (
    /^\/api\/autoparts\/images\/(uploadTemp|upload\/\d{1,10})$/.test(path) ||
    /^\/api\/vehicles\/\d{1,10}\/images$/.test(path) ||
    /^\/api\/(profile\/avatar|admin\/companies\/\d{1,10}\/logo)$/.test(path)
  );
}
