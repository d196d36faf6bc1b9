// Mixed load: the real server process (`npm start`: one worker per core unless WEB_CONCURRENCY
// says otherwise) on N generated parts, C signed-in clients for S seconds, each sending a
// realistic mix (searches of every kind, part detail, edit load, reference lists, comments and
// status changes). Reports requests/s, p50/p95/p99 per kind, errors, and the peak memory of the
// server (all its processes) plus PostgreSQL, as proportional set size (shared pages split).
// Usage: npm run bench:load -- [--parts 100000] [--seconds 30] [--connections 32]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cpuSeconds,
  createMix,
  createSender,
  finishLoad,
  type Kind,
  prepareLoad,
  processTree,
  pss,
} from './load-mix.ts';
import { argValue, BENCH_DIR, ensureDir, openBenchDatabase, ROOT, startBenchServer } from './support.ts';

const parts = argValue('parts', 100_000);
const seconds = argValue('seconds', 30);
const connections = argValue('connections', 32);
/** --only "detalle" sends only the request kinds whose name holds this text (to cost one kind). */
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;

const bench = await openBenchDatabase(parts);
const { db } = bench.handle;
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles every server process (Node refuses
// --cpu-prof in NODE_OPTIONS); open the .cpuprofile files in Chrome's DevTools.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const { server, port } = await startBenchServer(bench.handle.url, { nodeArgs });
const load = await prepareLoad(db, connections);
const nextRequest = createMix(load, only);
const { send, errorSamples, agent } = createSender(port, connections);

const postmaster = process.env.BENCH_DATABASE_URL
  ? undefined
  : Number(readFileSync(path.join(BENCH_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
function memory() {
  const app = processTree(server.pid as number);
  const database = postmaster ? processTree(postmaster) : [];
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + pss(pid), 0);
  return { app: sum(app), database: sum(database), workers: app.length - 1 };
}
function cpuNow() {
  const app = processTree(server.pid as number);
  const database = postmaster ? processTree(postmaster) : [];
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
  load.tokens.map(async (token, index) => {
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
// Parts left sold go back on sale, so the next run starts from the same data.
await finishLoad(db, load);
agent.destroy();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await bench.close();
process.exit(0);
