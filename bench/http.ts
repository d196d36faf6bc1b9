// Searches per second over HTTP: the real server process against N generated parts, 32
// concurrent clients (autocannon) cycling through realistic search requests.
// Usage: npm run bench:http -- [--parts 100000] [--seconds 20] [--connections 32]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { childrenOf, cpuSeconds } from './load-mix.ts';
import { argValue, benchSignIn, ensureDir, openBenchDatabase, ROOT, startBenchServer } from './support.ts';

const parts = argValue('parts', 100_000);
const seconds = argValue('seconds', 20);
const connections = argValue('connections', 32);

const bench = await openBenchDatabase(parts);
const { base, server } = await startBenchServer(bench.handle.url, { startupSeconds: 180 });

// Sign in once, as the web app does, and reuse the session for every request.
const { cookie, xsrf } = await benchSignIn(base);
const headers = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'X-XSRF-TOKEN': xsrf,
  Cookie: cookie,
};

const BODIES = [
  { number: 'puerta jetta' },
  { number: 'calavera tsuru' },
  { number: 'faro versa 2018' },
  { number: 'espejo derecho sentra' },
  { number: 'capo' },
  { number: 'radiador aveo' },
  { number: 'AV-1532' },
  { number: 'fascia delantera' },
  { number: 'puerta', sort: 'pricetolow' },
  { category: 71, years: [2015, 2016] },
];
const requests = BODIES.map((body, index) => ({
  method: 'POST' as const,
  path: `/api/autoparts/${index % 3 === 0 ? 'search' : 'searchInventory'}?page=1`,
  headers,
  body: JSON.stringify(body),
}));

console.log(`${connections} clientes durante ${seconds} s contra ${parts.toLocaleString('en-US')} partes…`);
// Each worker's CPU during the run: a worker left idle means the clients were not spread over
// them (as when this bench connected before the second worker listened).
const workers = childrenOf(server.pid as number);
const workerCpuBefore = workers.map((pid) => cpuSeconds([pid]));
const result = await autocannon({ url: base, connections, duration: seconds, requests });
const workerCpu = workers.map((pid, index) => cpuSeconds([pid]) - (workerCpuBefore[index] ?? 0));
const summary = {
  parts,
  connections,
  seconds,
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  workerCpuSeconds: workerCpu.map((value) => Number(value.toFixed(1))),
};
console.log(
  `Búsquedas por segundo: ${summary.requestsPerSecond.toFixed(0)} · latencia p50 ${summary.latencyP50} ms · p99 ${summary.latencyP99} ms · respuestas no 2xx: ${summary.non2xx} · errores: ${summary.errors}`,
);
console.log(`CPU de cada proceso de la app durante la prueba: ${summary.workerCpuSeconds.join(' s, ')} s`);
const out = path.join(ROOT, 'bench', 'results', `http-${parts}.json`);
ensureDir(out);
writeFileSync(out, JSON.stringify(summary, null, 2));
server.kill('SIGTERM');
await bench.close();
process.exit(0);
