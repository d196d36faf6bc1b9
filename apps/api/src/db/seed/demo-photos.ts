import type pg from 'pg';
import sharp from 'sharp';
import { processImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

// No openly licensed set of photos of loose used car parts was found in public repositories
// (datasets there show whole cars, or carry no licence), so the demo's photos are drawn here:
// one clearly illustrative picture per family of parts, labelled as such, never a grey box.

/** Where the demo pictures live; shared by many parts, so a part's photo delete keeps them. */
export const DEMO_PHOTO_FOLDER = 'demo';

interface Family {
  key: string;
  label: string;
  colors: [string, string];
  /** SVG elements drawn in a 400 × 300 box centred in the picture. */
  drawing: string;
  categories: readonly number[];
}

const STROKE = 'stroke="#1f2933" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"';

export const DEMO_PHOTO_FAMILIES: readonly Family[] = [
  {
    key: 'luces',
    label: 'Iluminación',
    colors: ['#fff4d6', '#f2c14e'],
    drawing: `<path d="M40 80 Q200 10 360 80 L330 230 Q200 270 70 230 Z" fill="#fdfdfd" ${STROKE}/>
      <circle cx="140" cy="150" r="55" fill="#e8f1ff" ${STROKE}/><circle cx="140" cy="150" r="22" fill="#ffd966" ${STROKE}/>
      <circle cx="280" cy="150" r="38" fill="#ffb3a7" ${STROKE}/>`,
    categories: [34, 38, 39, 71, 80, 99, 144],
  },
  {
    key: 'carroceria',
    label: 'Carrocería',
    colors: ['#e3ecf7', '#7aa5d8'],
    drawing: `<path d="M60 40 L300 40 L360 120 L360 260 L60 260 Z" fill="#c8d8ea" ${STROKE}/>
      <path d="M85 65 L290 65 L335 125 L85 125 Z" fill="#eef6ff" ${STROKE}/>
      <rect x="250" y="160" width="60" height="16" rx="8" fill="#1f2933"/>`,
    categories: [
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 28, 31, 32,
      35, 36, 44, 55, 70, 112, 125,
    ],
  },
  {
    key: 'cristales',
    label: 'Cristales y espejos',
    colors: ['#e0f4f4', '#5fb3b3'],
    drawing: `<path d="M70 70 Q200 30 330 70 L360 230 Q200 260 40 230 Z" fill="#d6f1f6" ${STROKE}/>
      <path d="M110 90 L170 90 L120 200 L80 200 Z" fill="#ffffff" opacity="0.8"/>
      <ellipse cx="300" cy="170" rx="45" ry="30" fill="#b5dde8" ${STROKE}/>`,
    categories: [26, 27, 29, 30, 33, 37, 150, 152],
  },
  {
    key: 'motor',
    label: 'Motor',
    colors: ['#eceff1', '#90a4ae'],
    drawing: `<rect x="70" y="90" width="260" height="150" rx="14" fill="#b0bec5" ${STROKE}/>
      <rect x="100" y="40" width="50" height="60" rx="6" fill="#cfd8dc" ${STROKE}/><rect x="175" y="40" width="50" height="60" rx="6" fill="#cfd8dc" ${STROKE}/>
      <rect x="250" y="40" width="50" height="60" rx="6" fill="#cfd8dc" ${STROKE}/>
      <circle cx="130" cy="175" r="30" fill="#eceff1" ${STROKE}/><rect x="190" y="150" width="110" height="50" rx="8" fill="#78909c" ${STROKE}/>`,
    categories: [
      40, 41, 42, 43, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67,
      68, 69, 72, 73, 84, 85, 86, 87, 247,
    ],
  },
  {
    key: 'transmision',
    label: 'Transmisión',
    colors: ['#f3e5f5', '#ab7ac0'],
    drawing: `<circle cx="160" cy="150" r="95" fill="#d1b3de" ${STROKE} stroke-dasharray="28 10"/>
      <circle cx="160" cy="150" r="60" fill="#e9d8f0" ${STROKE}/><circle cx="160" cy="150" r="18" fill="#1f2933"/>
      <circle cx="300" cy="110" r="50" fill="#d1b3de" ${STROKE} stroke-dasharray="18 8"/><circle cx="300" cy="110" r="12" fill="#1f2933"/>`,
    categories: [88, 89, 90, 91, 92, 93, 94, 95, 96, 97],
  },
  {
    key: 'suspension',
    label: 'Suspensión y frenos',
    colors: ['#fdecea', '#e57368'],
    drawing: `<circle cx="150" cy="150" r="105" fill="#d7dde0" ${STROKE}/><circle cx="150" cy="150" r="40" fill="#f5f5f5" ${STROKE}/>
      <circle cx="150" cy="150" r="10" fill="#1f2933"/>
      <path d="M230 70 Q320 60 330 150 Q320 240 230 230 L250 150 Z" fill="#e57368" ${STROKE}/>`,
    categories: [98, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109],
  },
  {
    key: 'ruedas',
    label: 'Rines y llantas',
    colors: ['#e8f5e9', '#6fb07a'],
    drawing: `<circle cx="200" cy="150" r="120" fill="#37474f" ${STROKE}/><circle cx="200" cy="150" r="78" fill="#cfd8dc" ${STROKE}/>
      <path d="M200 80 L200 220 M130 150 L270 150 M150 100 L250 200 M250 100 L150 200" ${STROKE}/>
      <circle cx="200" cy="150" r="20" fill="#90a4ae" ${STROKE}/>`,
    categories: [111, 113, 114],
  },
  {
    key: 'electrico',
    label: 'Eléctrico y electrónica',
    colors: ['#e3f2fd', '#5c9ee6'],
    drawing: `<rect x="90" y="60" width="220" height="180" rx="12" fill="#2e4a62" ${STROKE}/>
      <rect x="130" y="100" width="140" height="100" rx="6" fill="#5c9ee6" ${STROKE}/>
      <path d="M110 60 L110 30 M150 60 L150 30 M190 60 L190 30 M230 60 L230 30 M270 60 L270 30" ${STROKE}/>
      <path d="M110 240 L110 270 M150 240 L150 270 M190 240 L190 270 M230 240 L230 270 M270 240 L270 270" ${STROKE}/>`,
    categories: [74, 75, 76, 77, 78, 79, 81, 82, 83, 110, 118, 119, 120, 121, 122],
  },
  {
    key: 'interiores',
    label: 'Interiores',
    colors: ['#fbe9e7', '#c98b6b'],
    drawing: `<path d="M120 30 Q200 20 230 40 L240 170 L130 170 Z" fill="#a1887f" ${STROKE}/>
      <path d="M110 170 L300 170 Q320 170 320 200 L320 230 L110 230 Z" fill="#8d6e63" ${STROKE}/>
      <path d="M150 230 L150 280 M290 230 L290 280" ${STROKE}/>`,
    categories: [115, 116, 117, 123, 124, 126, 127, 128, 129, 130, 131, 132],
  },
  {
    key: 'otros',
    label: 'Autoparte',
    colors: ['#f5f5f5', '#b0b0b0'],
    drawing: `<path d="M80 100 L200 50 L320 100 L200 150 Z" fill="#f0dcbc" ${STROKE}/>
      <path d="M80 100 L200 150 L200 280 L80 230 Z" fill="#e0c9a6" ${STROKE}/>
      <path d="M320 100 L200 150 L200 280 L320 230 Z" fill="#c9ab7f" ${STROKE}/>`,
    categories: [424],
  },
];

export function svgOf(family: Family): string {
  const [light, dark] = family.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <g transform="translate(240 40) scale(1.8)">${family.drawing}</g>
  <rect x="0" y="640" width="1200" height="260" fill="#1f2933" opacity="0.8"/>
  <text x="70" y="750" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${family.label}</text>
  <text x="70" y="840" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" fill="#e4e7eb">Imagen ilustrativa de demostración</text>
</svg>`;
}

/**
 * Draws and stores each family's picture once, then gives most demo parts of the company one
 * photo (every part but one in eight, so a yard's unphotographed parts show too). One INSERT.
 */
export async function addDemoPhotos(
  client: pg.PoolClient | pg.Client,
  storage: Storage,
  companyId: number,
): Promise<number> {
  const pairs: [number, string][] = [];
  const files = new Map<
    string,
    { storageKey: string; thumbnailKey: string; width: number; height: number; size: number }
  >();
  for (const family of DEMO_PHOTO_FAMILIES) {
    // Drawn to PNG, then through the same processing as an uploaded photo.
    const png = await sharp(Buffer.from(svgOf(family)))
      .png()
      .toBuffer();
    const image = await processImage(png);
    const storageKey = `${DEMO_PHOTO_FOLDER}/${family.key}.jpg`;
    const thumbnailKey = `${DEMO_PHOTO_FOLDER}/${family.key}-thumb.webp`;
    await storage.put(storageKey, image.full.bytes, 'image/jpeg');
    await storage.put(thumbnailKey, image.thumbnail.bytes, 'image/webp');
    files.set(family.key, {
      storageKey,
      thumbnailKey,
      width: image.full.width,
      height: image.full.height,
      size: image.full.bytes.byteLength,
    });
    for (const category of family.categories) pairs.push([category, family.key]);
  }
  const families = DEMO_PHOTO_FAMILIES.map((family) => ({ key: family.key, ...files.get(family.key) }));
  const result = await client.query(
    `insert into part_images (part_id, storage_key, thumbnail_key, width, height, size_bytes, position)
     select p.id, f.storage_key, f.thumbnail_key, f.width, f.height, f.size_bytes, 0
     from parts p
     join unnest($2::int[], $3::text[]) as c(category_id, family) on c.category_id = p.category_id
     join unnest($4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[])
       as f(family, storage_key, thumbnail_key, width, height, size_bytes) on f.family = c.family
     where p.company_id = $1 and p.id % 8 <> 0`,
    [
      companyId,
      pairs.map(([category]) => category),
      pairs.map(([, family]) => family),
      families.map((family) => family.key),
      families.map((family) => family.storageKey),
      families.map((family) => family.thumbnailKey),
      families.map((family) => family.width),
      families.map((family) => family.height),
      families.map((family) => family.size),
    ],
  );
  return result.rowCount ?? 0;
}
