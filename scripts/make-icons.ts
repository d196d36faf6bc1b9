/**
 * The installable app's icons (docs/decisions/015-installable-app.md), drawn from the favicon's mark (a white
 * ring on the brand blue) with sharp and committed under apps/web/public/icons. Run again after changing the
 * mark: `npx tsx scripts/make-icons.ts`.
 * - icon-192/512: the favicon as it is (rounded corners, transparent outside) for "any" purpose;
 * - maskable-512: full-bleed blue, the ring inside the central 80% safe zone (Android crops it);
 * - apple-touch-icon-180: full-bleed and opaque (iOS rounds the corners itself).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BLUE = '#1c7ed6';
const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

function mark(options: { rounded: boolean; scale: number }) {
  const radius = options.rounded ? 14 : 0;
  const s = options.scale;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="${radius}" fill="${BLUE}"/>` +
      `<g transform="translate(32 32) scale(${s}) translate(-32 -32)">` +
      `<circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="6"/>` +
      `<circle cx="32" cy="32" r="5" fill="#fff"/></g></svg>`,
  );
}

async function render(file: string, size: number, svg: Buffer, opaque = false) {
  let image = sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  if (opaque) image = image.flatten({ background: BLUE });
  await image.png({ compressionLevel: 9 }).toFile(path.join(out, file));
}

mkdirSync(out, { recursive: true });
await render('icon-192.png', 192, mark({ rounded: true, scale: 1 }));
await render('icon-512.png', 512, mark({ rounded: true, scale: 1 }));
// Ring outer diameter 40/64 = 62.5% at scale 1; 1.2 keeps it at 75%, inside the 80% safe circle.
await render('maskable-512.png', 512, mark({ rounded: false, scale: 1.2 }), true);
await render('apple-touch-icon-180.png', 180, mark({ rounded: false, scale: 1.1 }), true);
