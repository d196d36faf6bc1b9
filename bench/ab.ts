// Two checkouts of the app, A and B, on one bench database, under bench:load's mix in turns: both
// servers run at once and take the load in short alternating slices, so a host whose speed drifts
// from minute to minute (this machine kind's does, by ±20 %) slows both alike. Compare the CPU per
// request and requests/s of A and B from the same run, not against another day's numbers.
// Usage: npm run bench:ab -- <checkout A> <checkout B> [--slices 15] [--seconds 3]
//   A_NODE_ARGS / B_NODE_ARGS: Node flags for one side only (to compare a flag, give one folder twice).
//   A_ENV / B_ENV: environment settings for one side only, e.g. B_ENV="WEB_CONCURRENCY=1".
//   --only <kind>: as in bench:load.
// The database is shared, so its state (migrations, settings) is the same for both sides.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cpuSeconds,
  createMix,
  createSender,
  finishLoad,
  type LoadClient,
  prepareLoad,
  processTree,
} from './load-mix.ts';
import { argValue, BENCH_DIR, openBenchDatabase, startBenchServer } from './support.ts';

const [dirA, dirB] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
if (!dirA || !dirB) throw new Error('usage: npm run bench:ab -- <checkout A> <checkout B>');
const slices = argValue('slices', 15);
const sliceSeconds = argValue('seconds', 3);
const connections = argValue('connections', 32);
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;

const bench = await openBenchDatabase(argValue('parts', 100_000));
const { db } = bench.handle;
const flags = (name: string) => (process.env[name] ?? '').split(' ').filter(Boolean);
const envOf = (name: string) =>
  Object.fromEntries(
    flags(name).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
const started = [];
// One after the other, A first, as before: both servers start on the same bench database.
for (const [name, dir] of [
  ['A', dirA],
  ['B', dirB],
] as const) {
  const server = await startBenchServer(bench.handle.url, {
    root: dir,
    nodeArgs: flags(`${name}_NODE_ARGS`),
    env: envOf(`${name}_ENV`),
  });
  started.push({ name, dir, ...server });
}
const sides = started.map((side) => ({
  ...side,
  sender: createSender(side.port, connections),
  requests: 0,
  errors: 0,
  appCpu: 0,
  databaseCpu: 0,
  latencies: [] as number[],
}));
const load = await prepareLoad(db, connections);
const nextRequest = createMix(load, only);
const postmaster = Number(readFileSync(path.join(BENCH_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const clients = load.tokens.map((token, index) => ({
  token,
  index,
  state: { step: index * 3, statusIndex: 0, sold: new Set<number>() } as LoadClient,
}));

console.log(`${slices} turnos de ${sliceSeconds} s para cada lado, ${connections} clientes…`);
for (let slice = 0; slice < slices * 2; slice += 1) {
  const side = sides[slice % 2] as (typeof sides)[number];
  const appBefore = cpuSeconds(processTree(side.server.pid as number));
  const databaseBefore = cpuSeconds(processTree(postmaster));
  const deadline = performance.now() + sliceSeconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const request = nextRequest(client.state, client.index);
        const started = performance.now();
        const status = await side.sender.send(client.token, request).catch(() => -1);
        side.latencies.push(performance.now() - started);
        side.requests += 1;
        if (status < 200 || status >= 300) side.errors += 1;
      }
    }),
  );
  side.appCpu += cpuSeconds(processTree(side.server.pid as number)) - appBefore;
  side.databaseCpu += cpuSeconds(processTree(postmaster)) - databaseBefore;
}

for (const side of sides) {
  const sorted = side.latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, side.requests)).toFixed(2);
  console.log(
    `${side.name} (${side.dir}): ${(side.requests / (slices * sliceSeconds)).toFixed(0)} peticiones/s · p50 ${at(50).toFixed(1)} ms · p95 ${at(95).toFixed(1)} ms · errores ${side.errors} · CPU por petición: app ${perRequest(side.appCpu)} ms + PostgreSQL ${perRequest(side.databaseCpu)} ms`,
  );
}
await finishLoad(db, load);
for (const side of sides) {
  side.sender.agent.destroy();
  side.server.kill('SIGTERM');
  await new Promise((resolve) => side.server.once('exit', resolve));
}
await bench.close();
process.exit(0);
