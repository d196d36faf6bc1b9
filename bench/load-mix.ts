// The mixed load of bench:load, shared with bench:ab: the sessions and parts it uses, the request
// mix, sending a request, and reading processes' CPU and memory from /proc.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { hashSessionToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { BENCH_USER } from './support.ts';

export type LoadClients = Awaited<ReturnType<typeof prepareLoad>>;

export async function prepareLoad(db: Database, connections: number) {
  // One session per client, written as sign-in writes it (the sign-in throttle is not under test).
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await db.execute<T>(query)).rows as T[];
  const [user] = await one<{ id: number; company_id: number }>(
    sql`select id, company_id from users where email = ${BENCH_USER}`,
  );
  if (!user) throw new Error('bench user missing');
  // Every run starts from the same history: the comments and activity lines earlier runs wrote
  // (before finishLoad removed them, runs left ~1,200 each; after 200 runs a sold-and-reactivated
  // part carried 469, and its detail answer grew with every run).
  await forgetRunHistory(db, user.id);
  await db.execute(sql`vacuum (analyze) part_comments, part_activities`);
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

  if (!nissan || !tsuru || !agPart) throw new Error('bench data incomplete');
  return {
    user,
    tokens,
    partIds,
    statusParts,
    nissan: nissan.id,
    tsuru: tsuru.id,
    agId: agPart.ag_id,
    connections,
  };
}

/** The bench user's comments and activity lines: only bench runs write as this user. */
async function forgetRunHistory(db: Database, userId: number) {
  await db.execute(sql`delete from part_comments where user_id = ${userId}`);
  await db.execute(sql`delete from part_activities where user_id = ${userId}`);
}

/**
 * Puts back what a run changed: its sessions, comments and activity lines go, and parts left sold
 * are on sale again.
 */
export async function finishLoad(db: Database, load: LoadClients) {
  await db.execute(sql`delete from sessions where user_id = ${load.user.id}`);
  await forgetRunHistory(db, load.user.id);
  await db.execute(
    sql`update parts set status_id = 1, final_price = null where id = any(${`{${load.statusParts.join(',')}}`}::int[]) and status_id = 4`,
  );
}

export type Kind = string;
export interface Request {
  kind: Kind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}
export interface LoadClient {
  step: number;
  statusIndex: number;
  sold: Set<number>;
}

/** The next request of each client, in the realistic mix; `only` keeps the kinds whose name holds it. */
export function createMix(load: LoadClients, only?: string) {
  const { partIds, statusParts } = load;
  let cursor = 0;
  const nextPart = () => partIds[cursor++ % partIds.length] as number;
  const searches: [Kind, string, unknown][] = [
    ['búsqueda 1 palabra', 'searchInventory', { number: 'puerta' }],
    ['búsqueda 2 palabras', 'searchInventory', { number: 'calavera tsuru' }],
    ['búsqueda 4 palabras', 'search', { number: 'puerta delantera izq jetta' }],
    ['búsqueda con error de dedo', 'searchInventory', { number: 'calavera tzuru' }],
    ['búsqueda AG-n', 'searchInventory', { number: `AG-${load.agId}` }],
    ['búsqueda marca + modelo', 'searchInventory', { make: load.nissan, model: load.tsuru }],
    ['búsqueda categoría + años', 'searchInventory', { category: 1, years: [2015, 2016] }],
    ['búsqueda sin filtros', 'searchSales', {}],
  ];

  function nextRequest(client: LoadClient, index: number): Request {
    for (;;) {
      const request = mixedRequest(client, index);
      if (!only || request.kind.includes(only)) return request;
    }
  }

  function mixedRequest(client: LoadClient, index: number): Request {
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

  return nextRequest;
}

export function createSender(port: number, connections: number) {
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
            ...(body
              ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
              : {}),
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

  return { send, errorSamples, agent };
}

/** Proportional set size of a process (shared pages divided among the processes sharing them). */
export function pss(pid: number): number {
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
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
/**
 * CPU seconds (user + system) spent so far by the given processes and their reaped children.
 * Divided by the requests served, this is the cost of a request: unlike requests/s it barely
 * moves when other programs share the machine.
 */
const CLOCK_TICKS = 100; // Linux USER_HZ
export function cpuSeconds(pids: number[]): number {
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

/** A process and its direct children (the server's workers, PostgreSQL's backends). */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid)];
}
