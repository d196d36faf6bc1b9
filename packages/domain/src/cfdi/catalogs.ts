import type { PaymentMethod } from '../sales.ts';

// The pieces of the SAT's CFDI 4.0 catalogues the invoices use (catCFDI, Anexo 20; copies of the
// catalogues as published are in the project's SAT resources).

/** c_UsoCFDI → the receiver's régimenes it is allowed with (column «Régimen Fiscal Receptor»). */
export const USE_REGIMES: Record<string, readonly string[]> = (() => {
  const business = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
  const all = [
    '601',
    '603',
    '605',
    '606',
    '607',
    '608',
    '610',
    '611',
    '612',
    '614',
    '615',
    '616',
    '620',
    '621',
    '622',
    '623',
    '624',
    '625',
    '626',
  ];
  return {
    G01: business,
    G02: [...business, '616'].sort(),
    G03: business,
    I01: business,
    I02: business,
    I03: business,
    I04: business,
    I05: business,
    I06: business,
    I07: business,
    I08: business,
    S01: all,
    CP01: all,
  };
})();

/** c_RegimenFiscal: which kind of person each régimen is for (columns «Física» and «Moral»). */
export const REGIME_PERSON: Record<string, { fisica: boolean; moral: boolean }> = {
  '601': { fisica: false, moral: true },
  '603': { fisica: false, moral: true },
  '605': { fisica: true, moral: false },
  '606': { fisica: true, moral: false },
  '607': { fisica: true, moral: false },
  '608': { fisica: true, moral: false },
  '610': { fisica: true, moral: true },
  '611': { fisica: true, moral: false },
  '612': { fisica: true, moral: false },
  '614': { fisica: true, moral: false },
  '615': { fisica: true, moral: false },
  '616': { fisica: true, moral: false },
  '620': { fisica: false, moral: true },
  '621': { fisica: true, moral: false },
  '622': { fisica: false, moral: true },
  '623': { fisica: false, moral: true },
  '624': { fisica: false, moral: true },
  '625': { fisica: true, moral: false },
  '626': { fisica: true, moral: true },
};

/** c_FormaPago of each way a ticket can be paid; `null` when no single form applies. */
export const PAYMENT_FORM: Record<PaymentMethod, string | null> = {
  cash: '01',
  card: '04',
  transfer: '03',
  mercado_pago: '06',
  store_credit: '15',
  pending: null,
  // A credit sale is paid later: «Por definir» (99) until it is.
  credit: null,
};

/** «Por definir»: the form of payment when the ticket was paid in several ways or not yet. */
export const PAYMENT_FORM_UNDEFINED = '99';

export const PAYMENT_FORM_LABELS: Record<string, string> = {
  '01': 'Efectivo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '06': 'Dinero electrónico',
  '15': 'Condonación',
  '28': 'Tarjeta de débito',
  '99': 'Por definir',
};

/** Generic receiver of the Guía de llenado for sales to the general public. */
export const PUBLIC_RECEIVER = {
  rfc: 'XAXX010101000',
  name: 'PUBLICO EN GENERAL',
  regime: '616',
  use: 'S01',
} as const;

/** c_ClaveUnidad «Pieza». */
export const UNIT_PIECE = 'H87';
/** c_ObjetoImp «Sí objeto de impuesto». */
export const TAX_OBJECT_YES = '02';
/** c_ClaveProdServ «No existe en el catálogo», when no mapping applies. */
export const PRODUCT_KEY_NONE = '01010101';

/**
 * Default c_ClaveProdServ per part category, at the catalogue's «Clase» level (the last two digits
 * 00), which the Guía de llenado accepts. Families 2517 «Componentes y sistemas de transporte»,
 * 2610 «Fuentes de energía», 2611 «Baterías y generadores», 2519 «Equipo para servicios de
 * transporte». The company can replace any of them; a category missing here uses 01010101.
 */
export const DEFAULT_PRODUCT_KEYS: Record<number, string> = (() => {
  const groups: Array<[string, number[]]> = [
    ['25171500', [48, 131, 132]], // Limpiaparabrisas
    ['25171700', [76, 106, 107, 108, 109]], // Sistemas de frenado y componentes
    ['25171900', [111, 114]], // Ruedas y acabados
    ['25172000', [78, 98, 100, 101, 102]], // Componentes de sistema de suspensión
    ['25172100', [126, 127]], // Componentes y sistemas de seguridad de vehículo
    ['25172200', [1]], // Puertas para vehículos
    ['25172300', [26, 27, 28, 152]], // Ventanas y parabrisas para vehículos
    ['25172400', [22, 84, 85]], // Depósitos y sistemas de combustible
    ['25172500', [113]], // Neumáticos y cámaras de neumáticos
    [
      '25172600', // Acabados y revestimientos exterior para vehículos
      [2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 18, 19, 20, 21, 29, 44, 55, 70, 99, 112, 150],
    ],
    ['25172700', [41, 43, 45, 46]], // Sistemas de control medioambiental
    ['25172900', [34, 38, 39, 71, 80, 144]], // Iluminación exterior para vehículos
    ['25173700', [58, 86, 87]], // Controles de emisión y de escape
    ['25173800', [88, 89, 90, 91, 92, 93, 94, 95, 96, 97]], // Sistemas de tren de transmisión
    [
      '25173900', // Componentes eléctricos
      [37, 52, 53, 68, 69, 74, 75, 77, 79, 81, 83, 110, 118, 119, 120, 121, 122],
    ],
    ['25174000', [9, 40, 42, 47, 49, 50, 51]], // Sistema de refrigerar de motor
    ['25174100', [11, 23, 24]], // Sistemas de tejado
    ['25174200', [103, 104, 105, 116]], // Sistema de dirección
    ['25174400', [17, 25, 30, 31, 32, 33, 35, 36, 117, 125, 128, 129, 130]], // Sistemas del interior
    ['25174600', [123, 124]], // Sistemas de asientos del vehículo
    ['25191700', [115]], // Equipo para el mantenimiento de vehículo
    ['26101900', [54, 56, 57, 59, 60, 61, 62, 63, 64, 65, 66, 67, 72, 73, 247]], // Componentes de motor de combustión interna
    ['26111700', [82]], // Baterías, pilas y accesorios
  ];
  const map: Record<number, string> = {};
  for (const [key, ids] of groups) for (const id of ids) map[id] = key;
  return map;
})();

export function productKeyFor(categoryId: number | null, overrides: Record<string, string> = {}): string {
  if (categoryId === null) return overrides.default ?? PRODUCT_KEY_NONE;
  return (
    overrides[String(categoryId)] ?? DEFAULT_PRODUCT_KEYS[categoryId] ?? overrides.default ?? PRODUCT_KEY_NONE
  );
}
