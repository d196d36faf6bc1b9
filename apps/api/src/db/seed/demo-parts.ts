import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  allowedShippingTypeIds,
  categoryNoun,
  expandYearRange,
  generatePartName,
  isPositionDisabled,
  isSideDisabled,
  mlStatusForLocalStatus,
  showsBulbType,
  showsLightPosition,
  showsMirror,
} from '@yonke/domain';
import type pg from 'pg';
import { DEMO_PHOTO_FAMILIES } from './demo-photos.ts';
import { createRandom, type Random } from './random.ts';
import type { ReferenceData } from './reference.ts';

interface DemoVehicleRow {
  inegi: {
    MARCA: string;
    MODELO: string;
    primer_anio_con_ventas: number;
    ultimo_anio_con_ventas: number;
    unidades_vendidas_2005_2024: number;
  };
  make: string;
  model: string;
}

/**
 * The cars a Mexican yard takes apart are the cars Mexico bought: rows of INEGI's sales of new
 * vehicles 2005-2024 (data/demo-vehicles.json), each weighted by its units sold, so a demo is
 * full of Versa, Tsuru, Aveo, Jetta and Chevy, not of rare imports.
 */
export function loadDemoVehicles(): DemoVehicleRow[] {
  const file = path.resolve(import.meta.dirname, 'data', 'demo-vehicles.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { rows: DemoVehicleRow[] }).rows;
}

/** How often each make shows up in a Mexican yard; unlisted makes weigh 1 (used without demo vehicles). */
const MAKE_WEIGHTS: Record<string, number> = {
  Nissan: 14,
  Volkswagen: 12,
  Chevrolet: 12,
  Ford: 9,
  Toyota: 7,
  Honda: 7,
  Dodge: 5,
  Mazda: 5,
  Kia: 5,
  Hyundai: 4,
  Jeep: 3,
  RAM: 3,
  Chrysler: 2,
  Renault: 2,
  Seat: 2,
  SEAT: 2,
  Mitsubishi: 2,
  Suzuki: 2,
  GMC: 2,
  'Mercedes-Benz': 2,
  BMW: 2,
  Audi: 2,
  Peugeot: 1.5,
};

/** Local status mix of a working yard: mostly for sale, a good share sold. */
const STATUS_WEIGHTS: [number, number][] = [
  [1, 55],
  [2, 8],
  [3, 5],
  [4, 20],
  [5, 8],
  [6, 4],
];

const DETAILS = [
  'en buen estado',
  'con detalles mínimos de uso',
  'sin golpes',
  'con rayones leves',
  'funcionando al 100 %',
  'para instalar directo',
  'con todos sus anclajes',
  'color original de fábrica',
];

export interface GenerateOptions {
  companyId: number;
  count: number;
  locationIds: number[];
  userIds: number[];
  /** Who captures parts (roles 1, 2, 3, 5); defaults to userIds. */
  capturerIds?: number[];
  /** Who sells (roles 1, 2, 4, 5): a demo sale is never credited to a capture clerk. Defaults to userIds. */
  sellerIds?: number[];
  seed?: number;
  /** Offsets keep ag_id and ml_id unique when generating in several runs. */
  startIndex?: number;
  batchSize?: number;
  /** The vehicles to take parts from (data/demo-vehicles.json for the demo); none: every model. */
  vehicles?: readonly DemoVehicleRow[];
  onProgress?: (done: number) => void;
}

type MakeData = ReferenceData['makes'][number];
type ModelData = MakeData['models'][number];

interface Vehicle {
  make: MakeData;
  model: ModelData;
  from: number;
  to: number;
}

/** Demo categories that have a side or an end of the car: body, lamps, glass, mirrors, brakes. */
const SIDED_FAMILIES = new Set(['luces', 'carroceria', 'cristales', 'suspension']);

/** Demo categories found at one end of a car only: 0 = front (Delantera), 1 = rear (Trasera). */
const FIXED_END: Readonly<Record<number, 0 | 1>> = {
  3: 0, // Parrillas
  8: 0, // Labios de fascia
  9: 0, // Marcos de radiador
  38: 0, // Faros de niebla
  152: 0, // Parabrisas
  13: 1, // Compuertas
  14: 1, // Bateas
  16: 1, // Alerones
  26: 1, // Medallones
};

interface Catalogue {
  /** Categories that take a position and side; null: every one (benchmarks keep their data). */
  sided: ReadonlySet<number> | null;
  categories: ReferenceData['categories'];
  categoryWeights: number[];
  vehicles: Vehicle[];
  vehicleWeights: number[];
  makes: MakeData[];
  makeWeights: number[];
  frontRear: number[];
  leftRight: number[];
}

const DEMO_LAST_MAKE_ID = 60;
const DEMO_LAST_MODEL_ID = 466;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The demo's vehicles: the INEGI rows whose make and model are in the reference list (matched by
 * name, so ids may change), with the years they sold.
 */
function demoVehicles(data: ReferenceData, rows: readonly DemoVehicleRow[]) {
  const vehicles: Vehicle[] = [];
  const weights: number[] = [];
  for (const row of rows) {
    const make = data.makes.find((item) => fold(item.name) === fold(row.make));
    const model = make?.models.find((item) => fold(item.name) === fold(row.model));
    if (!make || !model) continue;
    vehicles.push({
      make,
      model,
      from: Math.max(row.inegi.primer_anio_con_ventas, model.year_from),
      to: Math.min(row.inegi.ultimo_anio_con_ventas, model.year_to),
    });
    weights.push(row.inegi.unidades_vendidas_2005_2024);
  }
  return { vehicles, weights };
}

function buildCatalogue(data: ReferenceData, rows: readonly DemoVehicleRow[]): Catalogue {
  const byName = (list: { id: number; name: string }[], names: string[]) =>
    list.filter((item) => names.includes(item.name)).map((item) => item.id);
  const { vehicles, weights } = demoVehicles(data, rows);
  // Without demo vehicles (benchmarks) parts are drawn from the list as it was when that data was
  // made (makes and models up to these ids): models added since (INEGI's) must not reshuffle it.
  const makes = data.makes
    .filter((make) => make.id <= DEMO_LAST_MAKE_ID)
    .map((make) => ({ ...make, models: make.models.filter((model) => model.id <= DEMO_LAST_MODEL_ID) }))
    .filter((make) => make.models.length > 0);
  return {
    categories: data.categories,
    categoryWeights: data.categories.map((category) => category.weight || 1),
    vehicles,
    vehicleWeights: weights,
    makes,
    makeWeights: makes.map((make) => MAKE_WEIGHTS[make.name] ?? 1),
    sided:
      rows.length > 0
        ? new Set(
            DEMO_PHOTO_FAMILIES.filter((family) => SIDED_FAMILIES.has(family.key)).flatMap(
              (family) => family.categories,
            ),
          )
        : null,
    frontRear: byName(data.positions, ['Delantera', 'Trasera']),
    leftRight: byName(data.sides, ['Izquierda', 'Derecha']),
  };
}

function partNumber(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const digits = (length: number) => Array.from({ length }, () => random.int(0, 9)).join('');
  return `${digits(2)}${random.pick([...letters])}${digits(6)}${random.chance(0.5) ? random.pick([...letters]) : ''}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function roundPrice(value: number): number {
  return Math.max(50, Math.round(value / 50) * 50);
}

/** A vehicle by units sold; without demo vehicles (benchmarks), a make by weight and any of its models. */
function pickVehicle(catalogue: Catalogue, random: Random): Vehicle {
  if (catalogue.vehicles.length > 0) return random.weighted(catalogue.vehicles, catalogue.vehicleWeights);
  const make = random.weighted(catalogue.makes, catalogue.makeWeights);
  const model = random.pick(make.models);
  return { make, model, from: model.year_from, to: model.year_to };
}

function conditionWord(conditionId: number, gender: 'm' | 'f'): string {
  const word = conditionId === 1 ? 'nuev' : 'usad';
  return word + (gender === 'f' ? 'a' : 'o');
}

function pickUser(random: Random, ids: readonly number[]): number | null {
  return ids.length > 0 ? random.pick(ids) : null;
}

export function buildDemoPart(
  data: ReferenceData,
  catalogue: Catalogue,
  random: Random,
  index: number,
  options: GenerateOptions,
) {
  const category = random.weighted(catalogue.categories, catalogue.categoryWeights);
  const { make, model, ...sold } = pickVehicle(catalogue, random);
  const from = Math.max(sold.from, 1980);
  const to = Math.min(sold.to, new Date().getFullYear() + 1);
  const start = random.int(from, Math.max(from, to));
  const years = expandYearRange([start, Math.min(to, start + random.int(0, 3))]);
  // A yard says which side a door or a lamp is, not which side an injector is.
  const sided = catalogue.sided === null || catalogue.sided.has(category.id);
  const drawn =
    sided && !isPositionDisabled(category.id) && catalogue.frontRear.length > 0 && random.chance(0.7)
      ? random.pick(catalogue.frontRear)
      : null;
  // A grille is always at the front and a rear window at the back (demo only; benchmarks keep theirs).
  const fixedEnd = catalogue.sided === null ? undefined : FIXED_END[category.id];
  const positionId =
    drawn !== null && fixedEnd !== undefined ? (catalogue.frontRear[fixedEnd] ?? drawn) : drawn;
  const sideId =
    sided && !isSideDisabled(category.id) && catalogue.leftRight.length > 0 && random.chance(0.65)
      ? random.pick(catalogue.leftRight)
      : null;
  const position = data.positions.find((item) => item.id === positionId)?.name ?? null;
  const side = data.sides.find((item) => item.id === sideId)?.name ?? null;
  const statusId = random.weighted(
    STATUS_WEIGHTS.map(([id]) => id),
    STATUS_WEIGHTS.map(([, weight]) => weight),
  );
  const salePrice = roundPrice(
    category.price_min + random.next() * (category.price_max - category.price_min),
  );
  const listed = statusId !== 6 && random.chance(0.35);
  const mlId = listed ? `MLM${1_500_000_000 + (options.startIndex ?? 0) + index}` : null;
  const noun = categoryNoun({ id: category.id });
  const name = generatePartName({
    category: category.name,
    categoryId: category.id,
    model: model.name,
    years,
    position,
    side,
    make: make.name,
  });
  const createdAt = new Date(Date.now() - random.int(0, 730 * 24 * 3600) * 1000);
  const conditionId = random.weighted([1, 2, 3], [1, 17, 2]);
  const originId = random.weighted([1, 2, 3], [16, 3, 1]);
  return {
    company_id: options.companyId,
    ag_id: random.chance(0.5) ? 10_000 + (options.startIndex ?? 0) + index : null,
    name,
    description: `${noun?.singular ?? category.name} ${conditionWord(conditionId, noun?.gender ?? 'f')} para ${make.name} ${model.name} ${years.join(', ')}, ${random.pick(DETAILS)}. ${capitalize(random.pick(DETAILS))}. Enviamos a todo México; pregunta disponibilidad antes de comprar.`,
    autopart_number: random.chance(0.4) ? partNumber(random) : null,
    category_id: category.id,
    make_id: make.id,
    model_id: model.id,
    years: `{${years.join(',')}}`,
    condition_id: conditionId,
    origin_id: originId,
    position_id: positionId,
    side_id: sideId,
    location_id:
      options.locationIds.length > 0 && random.chance(0.92) ? random.pick(options.locationIds) : null,
    status_id: statusId,
    quality: random.int(0, 5),
    sale_price: statusId === 5 && random.chance(0.5) ? 0 : salePrice,
    final_price: statusId === 4 ? roundPrice(salePrice * (0.8 + random.next() * 0.2)) : null,
    ml_id: mlId,
    ml_status: mlId ? mlStatusForLocalStatus(statusId, true) : null,
    shipping_type_id: random.pick(allowedShippingTypeIds(category.id)),
    bulb_tech_id: showsBulbType(category.id) ? random.pick(data.bulbTechnologies).id : null,
    bulb_pos_id: showsLightPosition(category.id) ? random.pick(data.bulbPositions).id : null,
    includes_mirror: showsMirror(category.id) ? random.chance(0.7) : null,
    created_by: pickUser(random, options.capturerIds ?? options.userIds),
    created_at: createdAt.toISOString(),
    // The trigger credits an inserted sale to sold_by, else to whoever created the part.
    sold_by: statusId === 4 ? pickUser(random, options.sellerIds ?? options.userIds) : null,
  };
}

type Row = ReturnType<typeof buildDemoPart>;

const COLUMNS: [keyof Row, string][] = [
  ['company_id', 'int'],
  ['ag_id', 'int'],
  ['name', 'text'],
  ['description', 'text'],
  ['autopart_number', 'text'],
  ['category_id', 'int'],
  ['make_id', 'int'],
  ['model_id', 'int'],
  ['years', 'text'],
  ['condition_id', 'int'],
  ['origin_id', 'int'],
  ['position_id', 'int'],
  ['side_id', 'int'],
  ['location_id', 'int'],
  ['status_id', 'int'],
  ['quality', 'int'],
  ['sale_price', 'int'],
  ['final_price', 'numeric'],
  ['ml_id', 'text'],
  ['ml_status', 'text'],
  ['shipping_type_id', 'int'],
  ['bulb_tech_id', 'int'],
  ['bulb_pos_id', 'int'],
  ['includes_mirror', 'bool'],
  ['created_by', 'int'],
  ['created_at', 'timestamptz'],
  ['sold_by', 'int'],
];

/** One INSERT … SELECT FROM unnest(...) per batch: tens of thousands of rows per round trip. */
async function insertBatch(client: pg.PoolClient | pg.Client, rows: Row[]) {
  const columns = COLUMNS.map(([name]) => name);
  const selects = COLUMNS.map(([name], index) =>
    name === 'years' ? `(u.c${index})::int[]` : `u.c${index}`,
  ).join(', ');
  const unnest = COLUMNS.map(
    ([, type], index) => `$${index + 1}::${type === 'numeric' ? 'numeric' : type}[]`,
  ).join(', ');
  const aliases = COLUMNS.map((_, index) => `c${index}`).join(', ');
  const values = COLUMNS.map(([name]) => rows.map((row) => row[name]));
  await client.query(
    `insert into parts (${columns.join(', ')}, updated_at)
     select ${selects}, u.c${columns.indexOf('created_at')} from unnest(${unnest}) as u(${aliases})`,
    values,
  );
}

export async function generateDemoParts(
  client: pg.PoolClient | pg.Client,
  data: ReferenceData,
  options: GenerateOptions,
) {
  const random = createRandom(options.seed ?? 20_261_121 + (options.startIndex ?? 0));
  const catalogue = buildCatalogue(data, options.vehicles ?? []);
  const batchSize = options.batchSize ?? 5_000;
  for (let done = 0; done < options.count; done += batchSize) {
    const size = Math.min(batchSize, options.count - done);
    const rows = Array.from({ length: size }, (_, offset) =>
      buildDemoPart(data, catalogue, random, done + offset, options),
    );
    await insertBatch(client, rows);
    options.onProgress?.(done + size);
  }
}
