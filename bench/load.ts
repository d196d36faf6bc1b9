// Mixed load: the real server process (`npm start`: one worker per core unless WEB_CONCURRENCY
// says otherwise) on N generated parts, C signed-in clients for S seconds, each sending a
// realistic mix (searches of every kind, part detail, edit load, reference lists, comments and
// status changes). Reports requests/s, p50/p95/p99 per kind, errors, and the peak memory of the
// server (all its processes) plus PostgreSQL, as proportional set size (shared pages split).
// Usage: npm run bench:load -- [--parts 100000] [--seconds 30] [--connections 32]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { findFreePort } from '../apps/api/src/db/embedded.ts';
import { hashSessionToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { argValue, BENCH_DIR, BENCH_USER, ensureDir, openBenchDatabase, ROOT } from './support.ts';

const parts = argValue('parts', 100_000);
const seconds = argValue('seconds', 30);
const connections = argValue('connections', 32);
/** --only "detalle" sends only the request kinds whose name holds this text (to cost one kind). */
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;

const bench = await openBenchDatabase(parts);
const { db } = bench.handle;
const port = await findFreePort();
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles every server process (Node refuses
// --cpu-prof in NODE_OPTIONS); open the .cpuprofile files in Chrome's DevTools.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATABASE_URL: bench.handle.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SKIP_DEMO_SEED: '1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let banner = '';
server.stdout?.on('data', (chunk: Buffer) => {
  banner += chunk.toString('utf8');
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
for (let attempt = 0; !banner.includes('Yonke está listo'); attempt += 1) {
  if (attempt > 240) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// One session per client, written as sign-in writes it (the sign-in throttle is not under test).
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows as T[];
const [user] = await one<{ id: number; company_id: number }>(
  sql`select id, company_id from users where email = ${BENCH_USER}`,
);
if (!user) throw new Error('bench user missing');
const tokens: string[] = [];
for (let index = 0; index < connections; index += 1) {
  const token = randomBytes(32).toString('base64url');
  tokens.push(token);
  await db.execute(
    sql`insert into sessions (id, user_id, expires_at) values (${hashSessionToken(token)}, ${user.id}, now() + interval '1 hour')`,
  );
}
const partIds = (
  await one<{ id: number }>(
    sql`select id from parts where deleted_at is null and company_id = ${user.company_id} order by id desc limit 2000`,
  )
).map((row) => row.id);
// Parts each client sells and reactivates, its own so that clients do not collide.
const statusParts = (
  await one<{ id: number }>(
    sql`select id from parts where deleted_at is null and status_id = 1 and company_id = ${user.company_id} order by id limit ${connections * 4}`,
  )
).map((row) => row.id);
const [nissan] = await one<{ id: number }>(sql`select id from makes where name = 'Nissan'`);
const [tsuru] = await one<{ id: number }>(sql`select id from models where name = 'Tsuru'`);
const [agPart] = await one<{ ag_id: number }>(
  sql`select ag_id from parts where ag_id is not null order by id desc limit 1 offset 1000`,
);

type Kind = string;
interface Request {
  kind: Kind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}
const searches: [Kind, string, unknown][] = [
  ['búsqueda 1 palabra', 'searchInventory', { number: 'puerta' }],
  ['búsqueda 2 palabras', 'searchInventory', { number: 'calavera tsuru' }],
  ['búsqueda 4 palabras', 'search', { number: 'puerta delantera izq jetta' }],
  ['búsqueda con error de dedo', 'searchInventory', { number: 'calavera tzuru' }],
  ['búsqueda AG-n', 'searchInventory', { number: `AG-${agPart?.ag_id}` }],
  ['búsqueda marca + modelo', 'searchInventory', { make: nissan?.id, model: tsuru?.id }],
  ['búsqueda categoría + años', 'searchInventory', { category: 1, years: [2015, 2016] }],
  ['búsqueda sin filtros', 'searchSales', {}],
];
let cursor = 0;
const nextPart = () => partIds[cursor++ % partIds.length] as number;

function nextRequest(
  client: { step: number; statusIndex: number; sold: Set<number> },
  index: number,
): Request {
  for (;;) {
    const request = mixedRequest(client, index);
    if (!only || request.kind.includes(only)) return request;
  }
}

function mixedRequest(
  client: { step: number; statusIndex: number; sold: Set<number> },
  index: number,
): Request {
  client.step += 1;
  const slot = client.step % 20;
  if (slot < 9) {
    const [kind, list, body] = searches[(client.step + index) % searches.length] as [Kind, string, unknown];
    const page = slot === 8 ? 5 : 1;
    return {
      kind: page > 1 ? 'búsqueda página 5' : kind,
      method: 'POST',
      path: `/api/autoparts/${list}?page=${page}`,
      body,
    };
  }
  if (slot < 13) return { kind: 'detalle', method: 'GET', path: `/api/autoparts/${nextPart()}` };
  if (slot < 15)
    return { kind: 'edición (carga)', method: 'GET', path: `/api/autoparts/showByUser/${nextPart()}` };
  if (slot < 18) {
    const lists = ['/api/categories', '/api/makes', '/api/models', '/api/statuses', '/api/locations'];
    return { kind: 'catálogos', method: 'GET', path: lists[client.step % lists.length] as string };
  }
  if (slot === 18) {
    return {
      kind: 'escritura: comentario',
      method: 'POST',
      path: '/api/autoparts/comments/store',
      body: { autopart_id: nextPart(), comment: 'Revisada en la prueba de carga' },
    };
  }
  const mine = statusParts.slice(index * 4, index * 4 + 4);
  const part = mine[client.statusIndex++ % mine.length] as number;
  const sold = client.sold.has(part);
  if (sold) client.sold.delete(part);
  else client.sold.add(part);
  return {
    kind: 'escritura: estatus',
    method: 'PUT',
    path: `/api/autoparts/updateStatus/${part}`,
    // Sold, then put back on sale (Vender, then Reactivar): a round trip the detail screen offers.
    body: sold
      ? { status_id: 1, reason: 'Devuelta por el cliente' }
      : { status_id: 4, reason: 'Vendida en mostrador', final_price: 1200 },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const xsrf = 'bench-xsrf-token';
/** First answer body of each failing kind, to say why it failed. */
const errorSamples = new Map<string, string>();
function send(token: string, request: Request): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          Accept: 'application/json',
          Cookie: `yonke_session=${token}; XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        if (status >= 300) response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        else response.resume();
        response.on('end', () => {
          const key = `${request.kind} → ${status}`;
          if (status >= 300 && !errorSamples.has(key)) errorSamples.set(key, text.slice(0, 300));
          resolve(status);
        });
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** Proportional set size of a process (shared pages divided among the processes sharing them). */
function pss(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
/**
 * The direct children of a process, from the kernel's own list: scanning every /proc/N/stat twice a
 * second cost the load generator more CPU than sending the requests.
 */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
const postmaster = process.env.BENCH_DATABASE_URL
  ? undefined
  : Number(readFileSync(path.join(BENCH_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
function memory() {
  const app = [server.pid as number, ...childrenOf(server.pid as number)];
  const database = postmaster ? [postmaster, ...childrenOf(postmaster)] : [];
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + pss(pid), 0);
  return { app: sum(app), database: sum(database), workers: app.length - 1 };
}
/**
 * CPU seconds (user + system) spent so far by the given processes and their reaped children.
 * Divided by the requests served, this is the cost of a request: unlike requests/s it barely
 * moves when other programs share the machine.
 */
const CLOCK_TICKS = 100; // Linux USER_HZ
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (fields 14–17 of proc(5); 12–15 after pid and name)
      ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}
function cpuNow() {
  const app = [server.pid as number, ...childrenOf(server.pid as number)];
  const database = postmaster ? [postmaster, ...childrenOf(postmaster)] : [];
  return { app: cpuSeconds(app), database: cpuSeconds(database) };
}
let peak = { app: 0, database: 0, total: 0, workers: 0 };
const sampler = setInterval(() => {
  const now = memory();
  if (now.app + now.database > peak.total) peak = { ...now, total: now.app + now.database };
  // smaps_rollup walks each process's page tables (~150 ms for all of them, on the same cores as
  // the server): every 5 s still sees the plateau a loaded server holds.
}, 5_000);

console.log(
  `${connections} clientes durante ${seconds} s contra ${parts.toLocaleString('en-US')} partes (${memory().workers} procesos de la app)…`,
);
const samples = new Map<Kind, number[]>();
const cpuBefore = cpuNow();
const generatorBefore = process.cpuUsage();
const errors = new Map<string, number>();
const deadline = performance.now() + seconds * 1000;
let total = 0;
await Promise.all(
  tokens.map(async (token, index) => {
    const client = { step: index * 3, statusIndex: 0, sold: new Set<number>() };
    while (performance.now() < deadline) {
      const request = nextRequest(client, index);
      const started = performance.now();
      let status = 0;
      try {
        status = await send(token, request);
      } catch {
        status = -1;
      }
      const elapsed = performance.now() - started;
      total += 1;
      if (status < 200 || status >= 300) {
        const key = `${request.kind} → ${status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      const list = samples.get(request.kind) ?? [];
      list.push(elapsed);
      samples.set(request.kind, list);
    }
  }),
);
clearInterval(sampler);
const cpuAfter = cpuNow();
const generator = process.cpuUsage(generatorBefore);

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { count: values.length, p50: at(50), p95: at(95), p99: at(99) };
};
const all = [...samples.values()].flat();
const rows = [...samples].map(([kind, values]) => ({ kind, ...percentiles(values) }));
const summary = {
  parts,
  connections,
  seconds,
  workers: peak.workers,
  requestsPerSecond: total / seconds,
  overall: percentiles(all),
  rows,
  errors: Object.fromEntries(errors),
  peakMemoryMB: {
    app: Math.round(peak.app / 2 ** 20),
    postgres: Math.round(peak.database / 2 ** 20),
    total: Math.round(peak.total / 2 ** 20),
  },
  cpuMsPerRequest: {
    app: ((cpuAfter.app - cpuBefore.app) * 1000) / Math.max(1, total),
    postgres: ((cpuAfter.database - cpuBefore.database) * 1000) / Math.max(1, total),
    // This process sends the load on the same two cores: its share is not the server's, but
    // the server cannot have it.
    generator: (generator.user + generator.system) / 1000 / Math.max(1, total),
  },
  date: new Date().toISOString(),
};
console.log(
  `Peticiones por segundo: ${summary.requestsPerSecond.toFixed(0)} · p50 ${summary.overall.p50.toFixed(1)} ms · p95 ${summary.overall.p95.toFixed(1)} ms · p99 ${summary.overall.p99.toFixed(1)} ms · errores ${[...errors.values()].reduce((a, b) => a + b, 0)}`,
);
for (const row of rows) {
  console.log(
    `  ${row.kind.padEnd(28)} ${String(row.count).padStart(6)}  p50 ${row.p50.toFixed(1).padStart(7)}  p95 ${row.p95.toFixed(1).padStart(7)}  p99 ${row.p99.toFixed(1).padStart(7)}`,
  );
}
if (errors.size > 0) console.log('Errores:', Object.fromEntries(errors), Object.fromEntries(errorSamples));
console.log(
  `Memoria pico (PSS): app ${summary.peakMemoryMB.app} MB (${peak.workers} workers + primario) + PostgreSQL ${summary.peakMemoryMB.postgres} MB = ${summary.peakMemoryMB.total} MB`,
);
console.log(
  `CPU por petición: app ${summary.cpuMsPerRequest.app.toFixed(2)} ms + PostgreSQL ${summary.cpuMsPerRequest.postgres.toFixed(2)} ms (con 2 núcleos libres, el techo sería ${Math.round(2000 / (summary.cpuMsPerRequest.app + summary.cpuMsPerRequest.postgres))} peticiones/s); el generador de carga usó ${summary.cpuMsPerRequest.generator.toFixed(2)} ms más`,
);
const out = path.join(ROOT, 'bench', 'results', `load-${parts}.json`);
ensureDir(out);
writeFileSync(out, JSON.stringify(summary, null, 2));
await db.execute(sql`delete from sessions where user_id = ${user.id}`);
// Parts left sold go back on sale, so the next run starts from the same data.
await db.execute(
  sql`update parts set status_id = 1, final_price = null where id = any(${`{${statusParts.join(',')}}`}::int[]) and status_id = 4`,
);
agent.destroy();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await bench.close();
process.exit(0);
