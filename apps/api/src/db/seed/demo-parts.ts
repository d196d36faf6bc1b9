import {
  allowedShippingTypeIds,
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
import { createRandom, type Random } from './random.ts';
import type { ReferenceData } from './reference.ts';

/** How often each make shows up in a Mexican yard; unlisted makes weigh 1. */
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
  'probada y funcionando',
  'lista para instalar',
  'con todos sus anclajes',
  'color original de fábrica',
];

export interface GenerateOptions {
  companyId: number;
  count: number;
  locationIds: number[];
  userIds: number[];
  seed?: number;
  /** Offsets keep ag_id and ml_id unique when generating in several runs. */
  startIndex?: number;
  batchSize?: number;
  onProgress?: (done: number) => void;
}

interface Catalogue {
  categories: ReferenceData['categories'];
  categoryWeights: number[];
  makes: ReferenceData['makes'];
  makeWeights: number[];
  frontRear: number[];
  leftRight: number[];
}

const DEMO_LAST_MAKE_ID = 60;
const DEMO_LAST_MODEL_ID = 466;

function buildCatalogue(data: ReferenceData): Catalogue {
  const byName = (list: { id: number; name: string }[], names: string[]) =>
    list.filter((item) => names.includes(item.name)).map((item) => item.id);
  // The demo yard is drawn from the list as it was when the demo was made (makes and models up
  // to these ids): models added to the reference list since (INEGI's) must not reshuffle the demo
  // parts that tests and benchmarks rely on.
  const makes = data.makes
    .filter((make) => make.id <= DEMO_LAST_MAKE_ID)
    .map((make) => ({ ...make, models: make.models.filter((model) => model.id <= DEMO_LAST_MODEL_ID) }))
    .filter((make) => make.models.length > 0);
  return {
    categories: data.categories,
    categoryWeights: data.categories.map((category) => category.weight || 1),
    makes,
    makeWeights: makes.map((make) => MAKE_WEIGHTS[make.name] ?? 1),
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

export function buildDemoPart(
  data: ReferenceData,
  catalogue: Catalogue,
  random: Random,
  index: number,
  options: GenerateOptions,
) {
  const category = random.weighted(catalogue.categories, catalogue.categoryWeights);
  const make = random.weighted(catalogue.makes, catalogue.makeWeights);
  const model = random.pick(make.models);
  const from = Math.max(model.year_from, 1980);
  const to = Math.min(model.year_to, new Date().getFullYear() + 1);
  const start = random.int(from, Math.max(from, to));
  const years = expandYearRange([start, Math.min(to, start + random.int(0, 3))]);
  const positionId =
    !isPositionDisabled(category.id) && catalogue.frontRear.length > 0 && random.chance(0.7)
      ? random.pick(catalogue.frontRear)
      : null;
  const sideId =
    !isSideDisabled(category.id) && catalogue.leftRight.length > 0 && random.chance(0.65)
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
  const name = generatePartName({
    category: category.name,
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
    description: `${category.name} ${conditionId === 1 ? 'nueva' : 'usada'} para ${make.name} ${model.name} ${years.join(', ')}, ${random.pick(DETAILS)}. ${capitalize(random.pick(DETAILS))}. Enviamos a todo México; pregunta disponibilidad antes de comprar.`,
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
    created_by: options.userIds.length > 0 ? random.pick(options.userIds) : null,
    created_at: createdAt.toISOString(),
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
  const catalogue = buildCatalogue(data);
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
