/** docs/product.md §5: photos fit in 1920×1920, keep their proportions, are never enlarged. */
export const IMAGE_MAX_SIDE = 1920;

export function fitWithin(width: number, height: number, max = IMAGE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'foto';
  return `${base}.jpg`;
}

/**
 * The photo as the server receives it: turned upright from its EXIF orientation, shrunk to fit
 * 1920×1920 and encoded as JPEG at quality 1. A format the browser cannot decode (HEIC on
 * most desktop browsers) goes as it is, and the server answers whether it can read it.
 */
export async function resizeImage(file: File): Promise<{ blob: Blob; name: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, name: file.name };
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, name: file.name };
    // A transparent PNG would otherwise turn black in the JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 1));
    return blob ? { blob, name: jpegName(file.name) } : { blob: file, name: file.name };
  } finally {
    bitmap.close();
  }
}
