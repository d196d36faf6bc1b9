// Searches per second over HTTP: the real server process against N generated parts, 32
// concurrent clients (autocannon) cycling through realistic search requests.
// Usage: npm run bench:http -- [--parts 100000] [--seconds 20] [--connections 32]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { findFreePort } from '../apps/api/src/db/embedded.ts';
import { argValue, BENCH_USER, ensureDir, openBenchDatabase, ROOT } from './support.ts';

const parts = argValue('parts', 100_000);
const seconds = argValue('seconds', 20);
const connections = argValue('connections', 32);

const bench = await openBenchDatabase(parts);
const port = await findFreePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATABASE_URL: bench.handle.url,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${base}/api/openapi.json`)).ok) break;
  } catch {
    // not listening yet
  }
  if (attempt > 360) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// Sign in once, as the web app does, and reuse the session for every request.
const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join(';'))?.[1] ?? '';
const login = await fetch(`${base}/login`, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    Cookie: `XSRF-TOKEN=${xsrf}`,
  },
  body: JSON.stringify({ email: BENCH_USER, password: 'demo1234' }),
});
const cookies = login.headers
  .getSetCookie()
  .map((cookie) => cookie.split(';')[0])
  .join('; ');
if (login.status !== 204) throw new Error(`sign-in failed: ${login.status}`);
const newXsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? xsrf;
const headers = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'X-XSRF-TOKEN': decodeURIComponent(newXsrf),
  Cookie: cookies,
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
const result = await autocannon({ url: base, connections, duration: seconds, requests });
const summary = {
  parts,
  connections,
  seconds,
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
console.log(
  `Búsquedas por segundo: ${summary.requestsPerSecond.toFixed(0)} · latencia p50 ${summary.latencyP50} ms · p99 ${summary.latencyP99} ms · respuestas no 2xx: ${summary.non2xx} · errores: ${summary.errors}`,
);
const out = path.join(ROOT, 'bench', 'results', `http-${parts}.json`);
ensureDir(out);
writeFileSync(out, JSON.stringify(summary, null, 2));
stopServer();
await bench.close();
process.exit(0);
