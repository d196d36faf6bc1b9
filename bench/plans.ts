// Planning vs execution time of the hot queries: every statement a request makes is captured as
// the app sends it, then run again under EXPLAIN (ANALYZE, SUMMARY) a few times. A query whose
// planning is a large part of its cost is a candidate for a prepared statement or fewer joins.
// Usage: npm run bench:plans -- [--parts 100000] [--runs 10]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { searchFiltersSchema } from '@yonke/domain/schemas';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import type { SessionUser } from '../apps/api/src/lib/context.ts';
import { findSessionUser } from '../apps/api/src/modules/auth/auth.queries.ts';
import { listLabelParts } from '../apps/api/src/modules/labels/labels.queries.ts';
import { findPartDetail, findPartView } from '../apps/api/src/modules/parts/parts.queries.ts';
import { createSearchService } from '../apps/api/src/modules/search/search.service.ts';
import { argValue, ensureDir, openBenchDatabase, ROOT } from './support.ts';

const parts = argValue('parts', 100_000);
const runs = argValue('runs', 10);
const bench = await openBenchDatabase(parts);
const { db, pool } = bench.handle;

interface Captured {
  text: string;
  values: unknown[];
}
let captured: Captured[] | null = null;
// Every statement drizzle sends goes through pool.query (or a pooled client's query).
const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (captured) {
    const text = typeof config === 'string' ? config : config.text;
    captured.push({ text, values: (typeof config === 'string' ? values : (config.values ?? values)) ?? [] });
  }
  return originalQuery(...args);
};

async function capture(fn: () => Promise<unknown>): Promise<Captured[]> {
  await fn(); // warms the reference cache, so only per-request statements are listed
  captured = [];
  await fn();
  const found = captured;
  captured = null;
  return found;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function explain(statement: Captured) {
  const planning: number[] = [];
  const execution: number[] = [];
  const client = await pool.connect();
  try {
    for (let run = 0; run < runs; run += 1) {
      const result = await client.query(
        `explain (analyze, summary, format json) ${statement.text}`,
        statement.values,
      );
      const plan = (
        result.rows[0] as { 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }
      )['QUERY PLAN'][0];
      planning.push(plan['Planning Time']);
      execution.push(plan['Execution Time']);
    }
  } finally {
    client.release();
  }
  return { planning: median(planning), execution: median(execution) };
}

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows[0] as T;
const company = await one<{ id: number }>(sql`select id from companies order by id limit 1`);
const part = await one<{ id: number }>(
  sql`select id from parts where deleted_at is null and location_id is not null and category_id is not null order by id desc limit 1 offset 500`,
);
const benchUser = await one<{ id: number }>(sql`select id from users order by id limit 1`);
await db.execute(
  sql`insert into sessions (id, user_id, expires_at) values ('bench-plans', ${benchUser.id}, now() + interval '1 day') on conflict (id) do nothing`,
);
const user: SessionUser = {
  id: benchUser.id,
  name: 'Banco',
  email: 'bench@demo.mx',
  avatarUrl: null,
  companyId: company.id,
  companyName: 'Banco',
  roles: [2],
  sessionId: 'bench-plans',
};
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
const search = createSearchService({ db, config } as Parameters<typeof createSearchService>[0]);

/** The detail as it was first written: every reference name joined (16 relations), planned each time. */
const OLD_DETAIL: Captured = {
  text: `select p.*, c.name, mk.name, md.name, cd.name, o.name, ps.name, sd.name, l.name, s.name,
    co.name, co.phone, ma.name, bt.name, bp.name, st.name
    from parts p
    left join categories c on c.id = p.category_id left join makes mk on mk.id = p.make_id
    left join models md on md.id = p.model_id left join conditions cd on cd.id = p.condition_id
    left join origins o on o.id = p.origin_id left join positions ps on ps.id = p.position_id
    left join sides sd on sd.id = p.side_id left join locations l on l.id = p.location_id
    inner join statuses s on s.id = p.status_id inner join companies co on co.id = p.company_id
    left join marketplace_accounts ma on ma.id = p.marketplace_account_id
    left join bulb_technologies bt on bt.id = p.bulb_tech_id left join bulb_positions bp on bp.id = p.bulb_pos_id
    left join shipping_types st on st.id = p.shipping_type_id
    where p.id = $1 and p.deleted_at is null limit 1`,
  values: [part.id],
};

const searchOf =
  (list: 'search' | 'inventory', filters: Record<string, unknown>, page = 1) =>
  () =>
    search.search(list, user, searchFiltersSchema.parse(filters), page);

const cases: [string, () => Promise<unknown>][] = [
  ['sesión (cada petición)', () => findSessionUser(db, 'bench-plans')],
  ['detalle / edición: autoparte', () => findPartDetail(db, part.id)],
  [
    'detalle / edición: autoparte + fotos + comentarios + actividad',
    () => findPartView(db, part.id, { companyId: company.id, activity: true }),
  ],
  ['búsqueda 1 palabra: puerta', searchOf('inventory', { number: 'puerta' })],
  ['búsqueda 4 palabras', searchOf('inventory', { number: 'puerta delantera izq jetta' })],
  ['categoría + años', searchOf('inventory', { category: 1, years: [2015, 2016] })],
  ['página 40: puerta', searchOf('inventory', { number: 'puerta' }, 40)],
  ['etiquetas: 50 partes', () => listLabelParts(db, { companyId: company.id, limit: 50 })],
];

const rows: { query: string; statement: number; planning: number; execution: number; sql: string }[] = [];
const old = await explain(OLD_DETAIL);
rows.push({ query: 'detalle ANTES (16 tablas)', statement: 1, ...old, sql: OLD_DETAIL.text.slice(0, 80) });
for (const [name, fn] of cases) {
  const statements = await capture(fn);
  for (const [index, statement] of statements.entries()) {
    // EXPLAIN of an EXPLAIN (the planner estimate of a search) is not possible; it is only planned.
    if (/^\s*explain/i.test(statement.text)) continue;
    rows.push({
      query: name,
      statement: index + 1,
      ...(await explain(statement)),
      sql: statement.text.replace(/\s+/g, ' ').slice(0, 80),
    });
  }
}
console.log(
  `Planificación frente a ejecución (mediana de ${runs}, ms), ${parts.toLocaleString('en-US')} partes:`,
);
for (const row of rows) {
  console.log(
    `${`${row.query} #${row.statement}`.padEnd(40)} plan ${row.planning.toFixed(2).padStart(7)}  ejec ${row.execution.toFixed(2).padStart(7)}`,
  );
}
const file = path.join(ROOT, 'bench', 'results', `plans-${parts}.json`);
ensureDir(file);
writeFileSync(file, JSON.stringify({ parts, runs, date: new Date().toISOString(), rows }, null, 2));
await db.execute(sql`delete from sessions where id = 'bench-plans'`);
await bench.close();
