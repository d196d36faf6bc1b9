import { DEFAULT_PRODUCT_KEYS, PRODUCT_KEY_NONE } from './catalogs.ts';

// The c_ClaveProdServ keys the «Datos fiscales» editor offers, with the SAT catalogue's
// descriptions. The whole catalogue (about 52,000 keys) is not among the SAT files kept offline
// (../shared/sat/README.md: c_ClaveProdServ is checked only by pattern), so the editor offers the
// «Clase»-level keys of the families a yard sells from — 2517 «Componentes y sistemas de
// transporte», 2519 «Equipo para servicios de transporte», 2610 «Fuentes de energía», 2611
// «Baterías y generadores» (record 023) — and 01010101, and refuses any other key rather than
// writing one nobody can check.

export const PRODUCT_KEY_CATALOGUE: Readonly<Record<string, string>> = {
  [PRODUCT_KEY_NONE]: 'No existe en el catálogo',
  '25171500': 'Limpiaparabrisas',
  '25171700': 'Sistemas de frenado y componentes',
  '25171900': 'Ruedas y acabados',
  '25172000': 'Componentes de sistema de suspensión',
  '25172100': 'Componentes y sistemas de seguridad de vehículo',
  '25172200': 'Puertas para vehículos',
  '25172300': 'Ventanas y parabrisas para vehículos',
  '25172400': 'Depósitos y sistemas de combustible',
  '25172500': 'Neumáticos y cámaras de neumáticos',
  '25172600': 'Acabados y revestimientos exterior para vehículos',
  '25172700': 'Sistemas de control medioambiental',
  '25172900': 'Iluminación exterior para vehículos',
  '25173700': 'Controles de emisión y de escape',
  '25173800': 'Sistemas de tren de transmisión',
  '25173900': 'Componentes eléctricos',
  '25174000': 'Sistema de refrigerar de motor',
  '25174100': 'Sistemas de tejado',
  '25174200': 'Sistema de dirección',
  '25174400': 'Sistemas del interior',
  '25174600': 'Sistemas de asientos del vehículo',
  '25191700': 'Equipo para el mantenimiento de vehículo',
  '26101900': 'Componentes de motor de combustión interna',
  '26111700': 'Baterías, pilas y accesorios',
};

/** The mapping's entry for categories with no documented default. */
export const PRODUCT_KEY_OTHER_CATEGORIES = 'default';

export function isKnownProductKey(key: string): boolean {
  return Object.hasOwn(PRODUCT_KEY_CATALOGUE, key);
}

export function productKeyLabel(key: string): string {
  const description = PRODUCT_KEY_CATALOGUE[key];
  return description ? `${key} · ${description}` : key;
}

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Keys whose number starts with the digits typed, or whose description holds every word typed. */
export function searchProductKeys(query: string): Array<{ key: string; description: string }> {
  const text = folded(query.trim());
  const words = text.split(/\s+/).filter(Boolean);
  return Object.entries(PRODUCT_KEY_CATALOGUE)
    .filter(([key, description]) =>
      /^\d+$/.test(text) ? key.startsWith(text) : words.every((word) => folded(description).includes(word)),
    )
    .map(([key, description]) => ({ key, description }));
}

/** The key a category gets with no company override: its documented default, else 01010101. */
export function defaultProductKey(categoryId: number | null): string {
  return categoryId === null ? PRODUCT_KEY_NONE : (DEFAULT_PRODUCT_KEYS[categoryId] ?? PRODUCT_KEY_NONE);
}
