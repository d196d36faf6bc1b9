// Counter sales benchmark: paying a 5-line ticket (4 parts and a service, cash and card) through
// the service and through the whole HTTP stack; the ledger's list («Ventas registradas»: the
// newest page with its total, and a month's filter) and the ledger report (the Tablero and
// Reportes: parts sold, income, by payment method, customer and seller, average ticket, parts
// per ticket) over 50,000 tickets of one company.
// Usage: npm run bench:sales -- [--parts 5000] [--runs 40] [--tickets 50000]
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { SessionUser } from '../apps/api/src/lib/context.ts';
import { logger } from '../apps/api/src/lib/logger.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import { createSalesService } from '../apps/api/src/modules/sales/sales.service.ts';
import {
  argValue,
  BENCH_USER,
  ensureDir,
  firstRow,
  ms,
  openBenchDatabase,
  ROOT,
  summarize,
  useOwnBenchServer,
} from './support.ts';

const partCount = argValue('parts', 5000);
const runs = argValue('runs', 40);
const tickets = argValue('tickets', 50_000);
/** Targets of the counter: paying a 5-line ticket p95 ≤ 50 ms, the ledger report p95 ≤ 300 ms. */
const PAY_TARGET_MS = 50;
const LEDGER_TARGET_MS = 300;
logger.level = 'warn';

const stopOwn = await useOwnBenchServer('bench-sales');
console.log(`Preparando ${partCount.toLocaleString('en-US')} partes…`);
const bench = await openBenchDatabase(partCount);
const { db } = bench.handle;
const one = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => firstRow<T>(db, query);
const company = await one<{ id: number }>(sql`select id from companies order by id limit 1`);
const benchUser = await one<{ id: number }>(sql`select id from users where email = ${BENCH_USER}`);
// Every run sells 4 parts of its own: make enough of them available with a price.
const needed = (runs * 2 + 4) * 4;
const available = (
  await db.execute<{ id: number }>(sql`
    update parts set status_id = 1, sale_price = greatest(sale_price, 100), ml_id = null, ml_status = null
    where id in (select id from parts where company_id = ${company.id} and deleted_at is null order by id desc limit ${needed})
    returning id`)
).rows.map((row) => row.id);
await db.execute(sql`update sale_lines set held = false where held`);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '.tmp/no-web',
} as NodeJS.ProcessEnv);
const deps = { db, config, storage: createLocalStorage(path.join(ROOT, '.tmp', 'bench-media')) };
const sales = createSalesService(deps);
const user: SessionUser = {
  id: benchUser.id,
  name: 'Banco de pruebas',
  email: BENCH_USER,
  avatarUrl: null,
  companyId: company.id,
  companyName: 'Banco',
  roles: [2],
  sessionId: 'bench',
};

const app = buildApp(deps);
const jar = new Map<string, string>();
async function request(method: string, pathName: string, payload?: unknown) {
  const xsrf = jar.get('XSRF-TOKEN');
  const response = await app.request(pathName, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      Cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; '),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (key) jar.set(key.trim(), rest.join('='));
  }
  return response;
}
await request('GET', '/sanctum/csrf-cookie');
const login = await request('POST', '/login', { email: BENCH_USER, password: 'demo1234' });
if (login.status !== 204) throw new Error(`sign-in failed: ${login.status}`);

let next = 0;
/** An open ticket of 4 parts and a service, and the payments that settle it. */
async function fiveLineTicket() {
  let sale = await sales.create(user, {});
  for (let line = 0; line < 4; line += 1)
    sale = await sales.addLine(user, sale.id, { code: `AV-${available[next++]}` });
  sale = await sales.addLine(user, sale.id, { description: 'Instalación', unit_price_cents: 35_000 });
  const cash = Math.floor(sale.total_cents / 2);
  return {
    id: sale.id,
    body: {
      request_id: randomUUID(),
      payments: [
        { method: 'cash' as const, amount_cents: cash, received_cents: cash + 5_000 },
        { method: 'card' as const, amount_cents: sale.total_cents - cash, reference: 'AUT 1' },
      ],
    },
  };
}

// Warm-up of both paths (plans, pools, JIT), not measured.
for (let warm = 0; warm < 2; warm += 1) {
  const ticket = await fiveLineTicket();
  await sales.pay(user, ticket.id, ticket.body);
}
const serviceSamples: number[] = [];
const httpSamples: number[] = [];
for (let run = 0; run < runs; run += 1) {
  let ticket = await fiveLineTicket();
  let started = performance.now();
  await sales.pay(user, ticket.id, ticket.body);
  serviceSamples.push(performance.now() - started);

  ticket = await fiveLineTicket();
  started = performance.now();
  const response = await request('POST', `/api/sales/${ticket.id}/pay`, ticket.body);
  await response.text();
  httpSamples.push(performance.now() - started);
  if (response.status !== 200) throw new Error(`pay answered ${response.status}`);
}

// The ledger: this company's tickets brought to `tickets`, spread over a year, 2 lines and a
// payment each, as paid counter sales.
const existing = await one<{ n: number }>(
  sql`select count(*)::int as n from sales where company_id = ${company.id}`,
);
const missing = Math.max(0, tickets - existing.n);
if (missing > 0) {
  console.log(`Generando ${missing.toLocaleString('en-US')} tickets…`);
  // Each ticket: a part (one of the company's, as a report joins it) and a service, paid by one
  // of five methods, for one of 50 customers or Público en general.
  await db.execute(sql`
    insert into customers (company_id, name)
    select ${company.id}, 'Cliente de banco ' || c from generate_series(1, 50) c
    where not exists (select 1 from customers where company_id = ${company.id} and name like 'Cliente de banco %')`);
  await db.execute(sql`
    with part_ids as (
      select array_agg(id) as ids from (select id from parts where company_id = ${company.id} order by id limit 5000) p
    ), customer_ids as (
      select array_agg(id) as ids from customers where company_id = ${company.id} and name like 'Cliente de banco %'
    ), made as (
      insert into sales (company_id, series, number, source, status, customer_id, seller_id, tax_rate, total_cents, public_token, paid_at, created_at)
      select ${company.id}, 'B', n, 'counter', case when n % 20 = 0 then 'cancelada' else 'pagada' end,
        case when n % 3 = 0 then null else customer_ids.ids[1 + n % 50] end, ${benchUser.id}, 1600,
        (n % 500 + 1) * 10000, md5(random()::text || n), now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(1, ${missing}) n, customer_ids
      returning id, number, total_cents
    ), lines as (
      insert into sale_lines (sale_id, position, part_id, description, unit_price_cents, net_cents)
      select id, p, case when p = 1 then part_ids.ids[1 + number % cardinality(part_ids.ids)] end,
        case when p = 1 then 'Autoparte' else 'Servicio' end, total_cents / 2, total_cents / 2
      from made, part_ids, generate_series(1, 2) p
    )
    insert into sale_payments (sale_id, method, amount_cents)
    select id, (array['cash', 'card', 'transfer', 'mercado_pago', 'pending'])[1 + number % 5], total_cents from made`);
  await db.execute(sql`insert into sale_series (company_id, series, last_number) values (${company.id}, 'B', ${missing})
    on conflict (company_id, series) do update set last_number = excluded.last_number`);
  await db.execute(sql`vacuum analyze sales`);
  await db.execute(sql`vacuum analyze sale_lines`);
  await db.execute(sql`vacuum analyze sale_payments`);
}
const month = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
const monthEnd = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
const ledgerQueries = {
  'página más reciente': '/api/sales',
  'un mes, pagadas': `/api/sales?status=pagada&from=${month}&to=${monthEnd}`,
  'página 100': '/api/sales?page=100',
};
const reportQueries = {
  'Tablero, 30 días': '/api/dashboard?period=30d',
  'Tablero, este año': '/api/dashboard?period=year',
};
const ledgerSamples: Record<string, number[]> = {};
const reportSamples: Record<string, number[]> = {};
for (const [label, url] of Object.entries(reportQueries)) {
  await request('GET', url);
  reportSamples[label] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await request('GET', url);
    await response.text();
    reportSamples[label]?.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
}
for (const [label, url] of Object.entries(ledgerQueries)) {
  await request('GET', url);
  ledgerSamples[label] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await request('GET', url);
    await response.text();
    ledgerSamples[label]?.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
}

const pay = summarize(serviceSamples);
const payHttp = summarize(httpSamples);
console.log(
  `Cobrar un ticket de 5 líneas (4 autopartes y un servicio; efectivo y tarjeta), ${runs} corridas`,
);
console.log(`  servicio (transacción):  p50 ${ms(pay.p50)}  p95 ${ms(pay.p95)}  máx ${ms(pay.max)}`);
console.log(
  `  HTTP (en proceso):       p50 ${ms(payHttp.p50)}  p95 ${ms(payHttp.p95)}  máx ${ms(payHttp.max)}  (meta p95 ≤ ${PAY_TARGET_MS} ms)`,
);
const total = await one<{ n: number }>(
  sql`select count(*)::int as n from sales where company_id = ${company.id}`,
);
console.log(
  `Ventas registradas sobre ${total.n.toLocaleString('en-US')} tickets de la empresa (HTTP, ${runs} corridas)`,
);
const ledger: Record<string, ReturnType<typeof summarize>> = {};
for (const [label, samples] of Object.entries(ledgerSamples)) {
  ledger[label] = summarize(samples);
  const figures = ledger[label];
  console.log(
    `  ${label.padEnd(22)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  máx ${ms(figures.max)}  (meta p95 ≤ ${LEDGER_TARGET_MS} ms)`,
  );
}

console.log(
  `Reporte del libro de ventas (Tablero y Reportes: todo el periodo de una vez) sobre ${total.n.toLocaleString('en-US')} tickets (HTTP, ${runs} corridas)`,
);
const report: Record<string, ReturnType<typeof summarize>> = {};
for (const [label, samples] of Object.entries(reportSamples)) {
  report[label] = summarize(samples);
  const figures = report[label];
  console.log(
    `  ${label.padEnd(22)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  máx ${ms(figures.max)}  (meta p95 ≤ ${LEDGER_TARGET_MS} ms)`,
  );
}
const load = loadavg().map((value) => value.toFixed(2));
console.log(`Carga de la máquina al terminar (1, 5, 15 min): ${load.join(', ')}`);

const out = path.join(ROOT, 'bench', 'results', 'sales.json');
ensureDir(out);
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), load, runs, tickets: total.n, pay, payHttp, ledger, report }, null, 2)}\n`,
);
console.log(`Resultados en ${path.relative(ROOT, out)}`);
await bench.close();
// Let the pool's last connections finish closing before their server stops.
await new Promise((resolve) => setTimeout(resolve, 300));
await stopOwn();
