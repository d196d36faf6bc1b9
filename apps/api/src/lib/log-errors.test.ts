import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../test/factories.ts';
import { createTestContext } from '../../test/helpers.ts';
import { captureLog } from '../../test/log-capture.ts';
import { logger } from './logger.ts';

// docs/domain-rules.md, "What the logs never hold": a database error writes the query's shape to the log,
// never the values the user sent (a comment, a search text) — they may hold anything, personal data included.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let session: Awaited<ReturnType<typeof ctx.signedIn>>;
let partId: number;

let stopCapture = () => {};

/** The real application logger, writing to memory for the length of one test. */
function captureTestLog(): string[] {
  const capture = captureLog('info');
  stopCapture = capture.stop;
  return capture.lines;
}

afterEach(() => stopCapture());

beforeAll(async () => {
  ctx = await createTestContext();
  session = await ctx.signedIn([2]);
  partId = (await insertPart(ctx.db, { companyId: session.companyId })).id;
  // A real PostgreSQL failure on the comment insert, whatever the text.
  await ctx.db.$client.query(`
    create function refuse_comment() returns trigger language plpgsql as $$
    begin raise exception 'comentario rechazado por la prueba' using errcode = 'P0001'; end $$;
    create trigger refuse_comment before insert on part_comments
      for each row execute function refuse_comment();
  `);
});

describe('database errors in the log', () => {
  it('log the query shape and the SQLSTATE, not the comment text', async () => {
    const secret = 'El cliente Juan Pérez, tel. 81 5555 0199, pagará el viernes';
    const lines = captureTestLog();
    const response = await session.post('/api/autoparts/comments/store', {
      autopart_id: partId,
      comment: secret,
    });
    expect(response.status).toBe(500);
    expect(response.text).not.toContain(secret);
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure, log).toBeDefined();
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Juan');
    expect(log).not.toContain('0199');
    // What is there is enough to find the fault: the statement with its placeholders, the code.
    expect(failure.err.query).toMatch(/insert into part_comments \(part_id, user_id, comment\)/);
    expect(failure.err.query).toMatch(/select t\.id, \$\d+, \$\d+ from target t/);
    expect(failure.err.cause).toMatchObject({ code: 'P0001', message: 'comentario rechazado por la prueba' });
    expect(failure.err.stack).toContain('comments.queries.ts');
  });

  it('keep ordinary errors readable', async () => {
    const lines = captureTestLog();
    logger.error({ err: new TypeError('algo no es una función') }, 'fallo');
    const entry = JSON.parse(lines[0] as string);
    expect(entry.err).toMatchObject({ type: 'TypeError', message: 'algo no es una función' });
    expect(entry.err.stack).toContain('log-errors.test.ts');
  });
});
