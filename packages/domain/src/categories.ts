// Category ids with special form rules (docs/product.md §4 "Form dependencies by category id").
// They are ids of rows in the categories reference list, so they must match the seeded data.

export const POSITION_DISABLED_CATEGORY_IDS: readonly number[] = [71, 144, 70, 55, 32, 44, 34, 80];
export const SIDE_DISABLED_CATEGORY_IDS: readonly number[] = [144, 70, 55, 32, 44];
export const BULB_TYPE_CATEGORY_IDS: readonly number[] = [71, 144, 34];
export const LIGHT_POSITION_CATEGORY_IDS: readonly number[] = [144];
export const MIRROR_CATEGORY_IDS: readonly number[] = [150];
export const SHIPPING_RESTRICTED_CATEGORY_IDS: readonly number[] = [1, 32, 44, 55, 70, 152, 247];

export const ALL_SHIPPING_TYPE_IDS: readonly number[] = [1, 2, 3];
/** Shipping type 3, "Acordar con cliente": the only one left for restricted categories. */
export const RESTRICTED_SHIPPING_TYPE_IDS: readonly number[] = [3];

type CategoryId = number | null | undefined;

function inList(list: readonly number[], categoryId: CategoryId): boolean {
  return typeof categoryId === 'number' && list.includes(categoryId);
}

export function isPositionDisabled(categoryId: CategoryId): boolean {
  return inList(POSITION_DISABLED_CATEGORY_IDS, categoryId);
}

export function isSideDisabled(categoryId: CategoryId): boolean {
  return inList(SIDE_DISABLED_CATEGORY_IDS, categoryId);
}

/**
 * Why Posición and Lado are off for a category, written beside them wherever they are chosen (the
 * part form, a vehicle's checklist): a tooltip on a disabled control never shows on a phone
 * Null when both apply.
 */
export function positionSideOffReason(categoryId: CategoryId): string | null {
  const position = isPositionDisabled(categoryId);
  const side = isSideDisabled(categoryId);
  if (position && side) return 'Posición y Lado no aplican a esta autoparte.';
  if (position) return 'Posición no aplica a esta autoparte.';
  if (side) return 'Lado no aplica a esta autoparte.';
  return null;
}

export function showsBulbType(categoryId: CategoryId): boolean {
  return inList(BULB_TYPE_CATEGORY_IDS, categoryId);
}

export function showsLightPosition(categoryId: CategoryId): boolean {
  return inList(LIGHT_POSITION_CATEGORY_IDS, categoryId);
}

export function showsMirror(categoryId: CategoryId): boolean {
  return inList(MIRROR_CATEGORY_IDS, categoryId);
}

export function allowedShippingTypeIds(categoryId: CategoryId): number[] {
  return [
    ...(inList(SHIPPING_RESTRICTED_CATEGORY_IDS, categoryId)
      ? RESTRICTED_SHIPPING_TYPE_IDS
      : ALL_SHIPPING_TYPE_IDS),
  ];
}

export type Gender = 'm' | 'f';

/**
 * A category's noun as a part's name uses it: one part is one «Faro», not «Faros», and position
 * and side agree with the noun's gender («Calavera trasera izquierda»). `implied` is the position
 * the trade always says for a category whose position choice is off: a «faro» is always the front
 * lamp and a «calavera» the rear one, so the name still reads as yards write it.
 */
export interface CategoryNoun {
  /** The category's name in the reference list (plural, as a heading of many parts). */
  list: string;
  singular: string;
  gender: Gender;
  implied?: string;
}

const m = (list: string, singular: string, implied?: string): CategoryNoun =>
  implied ? { list, singular, gender: 'm', implied } : { list, singular, gender: 'm' };
const f = (list: string, singular: string, implied?: string): CategoryNoun =>
  implied ? { list, singular, gender: 'f', implied } : { list, singular, gender: 'f' };

/**
 * The reviewed noun of every category in the reference list, by id. A test checks it covers every
 * seeded category and that `list` is that category's name, so the two cannot drift apart.
 */
export const CATEGORY_NOUNS: Readonly<Record<number, CategoryNoun>> = {
  1: f('Puertas', 'Puerta'),
  2: f('Salpicaderas', 'Salpicadera'),
  3: f('Parrillas', 'Parrilla'),
  4: f('Defensas', 'Defensa'),
  5: m('Refuerzos de defensa', 'Refuerzo de defensa'),
  6: f('Guías de fascia', 'Guía de fascia'),
  7: m('Absorbedores de impacto', 'Absorbedor de impacto'),
  8: m('Labios de fascia', 'Labio de fascia'),
  9: m('Marcos de radiador', 'Marco de radiador'),
  10: m('Costados', 'Costado'),
  11: m('Toldos', 'Toldo'),
  12: f('Cabinas', 'Cabina'),
  13: f('Compuertas', 'Compuerta'),
  14: f('Bateas', 'Batea'),
  15: m('Estribos', 'Estribo'),
  16: m('Alerones', 'Alerón'),
  17: f('Bisagras', 'Bisagra'),
  18: f('Loderas', 'Lodera'),
  19: f('Tolvas', 'Tolva'),
  20: m('Emblemas', 'Emblema'),
  21: m('Portaplacas', 'Portaplacas'),
  22: f('Tapas de gasolina', 'Tapa de gasolina'),
  23: f('Barras de techo', 'Barra de techo'),
  24: m('Quemacocos', 'Quemacocos'),
  25: m('Pistones de cajuela', 'Pistón de cajuela'),
  26: m('Medallones', 'Medallón'),
  27: m('Cristales de puerta', 'Cristal de puerta'),
  28: f('Ventilas', 'Ventila'),
  29: f('Lunas de espejo', 'Luna de espejo'),
  30: m('Espejos interiores', 'Espejo interior'),
  31: f('Manijas', 'Manija'),
  32: f('Cajuela', 'Cajuela'),
  33: m('Elevadores de cristal', 'Elevador de cristal'),
  34: f('Calaveras', 'Calavera', 'trasera'),
  35: f('Chapas', 'Chapa'),
  36: f('Vestiduras de puerta', 'Vestidura de puerta'),
  37: m('Switches de ventana', 'Switch de ventana'),
  38: m('Faros de niebla', 'Faro de niebla'),
  39: f('Luces de placa', 'Luz de placa'),
  40: m('Radiadores', 'Radiador'),
  41: m('Condensadores', 'Condensador'),
  42: m('Ventiladores', 'Ventilador'),
  43: m('Compresores de A/C', 'Compresor de A/C'),
  44: m('Cofre', 'Cofre'),
  45: m('Evaporadores', 'Evaporador'),
  46: m('Motores de ventilador', 'Motor de ventilador'),
  47: m('Depósitos de anticongelante', 'Depósito de anticongelante'),
  48: m('Depósitos de limpiaparabrisas', 'Depósito de limpiaparabrisas'),
  49: f('Mangueras', 'Manguera'),
  50: f('Bombas de agua', 'Bomba de agua'),
  51: m('Intercoolers', 'Intercooler'),
  52: m('Alternadores', 'Alternador'),
  53: f('Marchas', 'Marcha'),
  54: f('Cabezas de motor', 'Cabeza de motor'),
  55: f('Fascia trasera', 'Fascia trasera'),
  56: m('Medios motores', 'Medio motor'),
  57: m('Múltiples de admisión', 'Múltiple de admisión'),
  58: m('Múltiples de escape', 'Múltiple de escape'),
  59: f('Tapas de punterías', 'Tapa de punterías'),
  60: m('Cárteres', 'Cárter'),
  61: f('Cubiertas de motor', 'Cubierta de motor'),
  62: m('Árboles de levas', 'Árbol de levas'),
  63: m('Turbos', 'Turbo'),
  64: m('Soportes de motor', 'Soporte de motor'),
  65: f('Poleas y tensores', 'Polea'),
  66: m('Cuerpos de aceleración', 'Cuerpo de aceleración'),
  67: m('Inyectores', 'Inyector'),
  68: f('Bobinas', 'Bobina'),
  69: m('Sensores', 'Sensor'),
  70: f('Fascia delantera', 'Fascia delantera'),
  71: m('Faros', 'Faro', 'delantero'),
  72: f('Cajas de filtro de aire', 'Caja de filtro de aire'),
  73: m('Ductos de aire', 'Ducto de aire'),
  74: f('Computadoras', 'Computadora'),
  75: m('Módulos', 'Módulo'),
  76: f('Unidades ABS', 'Unidad ABS'),
  77: f('Cajas de fusibles', 'Caja de fusibles'),
  78: f('Horquillas', 'Horquilla'),
  79: m('Arneses', 'Arnés'),
  80: m('Cuartos', 'Cuarto'),
  81: m('Switch de encendido', 'Switch de encendido'),
  82: f('Baterías', 'Batería'),
  83: m('Claxon', 'Claxon'),
  84: f('Bombas de gasolina', 'Bomba de gasolina'),
  85: m('Tanques de gasolina', 'Tanque de gasolina'),
  86: m('Mofles', 'Mofle'),
  87: m('Catalizadores', 'Catalizador'),
  88: f('Transmisiones', 'Transmisión'),
  89: f('Cajas de transferencia', 'Caja de transferencia'),
  90: m('Convertidores de torque', 'Convertidor de torque'),
  91: m('Cuerpos de válvulas', 'Cuerpo de válvulas'),
  92: m('Clutch', 'Clutch'),
  93: m('Volantes de motor', 'Volante de motor'),
  94: f('Palancas de velocidades', 'Palanca de velocidades'),
  95: f('Flechas', 'Flecha'),
  96: m('Diferenciales', 'Diferencial'),
  97: m('Ejes', 'Eje'),
  98: f('Suspensión', 'Suspensión'),
  99: m('Reflejantes', 'Reflejante'),
  100: m('Amortiguadores', 'Amortiguador'),
  101: m('Muñones', 'Muñón'),
  102: f('Mazas', 'Maza'),
  103: f('Cremalleras', 'Cremallera'),
  104: f('Cajas de dirección', 'Caja de dirección'),
  105: f('Bombas de dirección', 'Bomba de dirección'),
  106: m('Calipers', 'Caliper'),
  107: m('Discos de freno', 'Disco de freno'),
  108: m('Tambores de freno', 'Tambor de freno'),
  109: f('Bombas de freno', 'Bomba de freno'),
  110: m('Chicotes', 'Chicote'),
  111: m('Rines', 'Rin'),
  112: f('Molduras', 'Moldura'),
  113: f('Llantas', 'Llanta'),
  114: m('Tapones', 'Tapón'),
  115: m('Gatos y herramienta', 'Gato'),
  116: m('Volantes', 'Volante'),
  117: m('Tableros', 'Tablero'),
  118: m('Clúster', 'Clúster'),
  119: m('Estéreos', 'Estéreo'),
  120: f('Bocinas', 'Bocina'),
  121: f('Cámaras de reversa', 'Cámara de reversa'),
  122: f('Antenas', 'Antena'),
  123: m('Asientos', 'Asiento'),
  124: f('Cabeceras', 'Cabecera'),
  125: f('Rejillas', 'Rejilla'),
  126: m('Cinturones de seguridad', 'Cinturón de seguridad'),
  127: f('Bolsas de aire', 'Bolsa de aire'),
  128: f('Consolas', 'Consola'),
  129: f('Viseras', 'Visera'),
  130: m('Tapetes', 'Tapete'),
  131: m('Limpiaparabrisas', 'Limpiaparabrisas'),
  132: m('Motores de limpiador', 'Motor de limpiador'),
  144: f('Luces stop', 'Luz stop'),
  150: m('Espejos laterales', 'Espejo lateral'),
  152: m('Parabrisas', 'Parabrisas'),
  247: m('Motores', 'Motor'),
  // One part of «Otros» has no noun of its own; «Autoparte» keeps the name a phrase.
  424: f('Otros', 'Autoparte'),
};

function foldCase(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const NOUN_BY_NAME: ReadonlyMap<string, CategoryNoun> = new Map(
  Object.values(CATEGORY_NOUNS).flatMap((noun) => [
    [foldCase(noun.list), noun] as const,
    [foldCase(noun.singular), noun] as const,
  ]),
);

/**
 * The noun of a category, by id or else by its list name or singular (accents and case aside):
 * callers that only hold the category's name (an import row, a marketplace title) get the same
 * noun as the part form.
 */
export function categoryNoun(category: { id?: number | null; name?: string | null }): CategoryNoun | null {
  if (typeof category.id === 'number') {
    const byId = CATEGORY_NOUNS[category.id];
    if (byId) return byId;
  }
  if (category.name) return NOUN_BY_NAME.get(foldCase(category.name)) ?? null;
  return null;
}
