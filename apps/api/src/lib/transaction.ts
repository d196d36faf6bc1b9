import type pg from 'pg';

/**
 * Runs `work` inside a transaction opened by `begin` on a connection the caller owns (and
 * releases); any failure rolls it back, and a failed rollback of a broken connection does not
 * hide the first error.
 */
export async function transaction<T, C extends pg.ClientBase>(
  client: C,
  begin: string,
  work: (client: C) => Promise<T>,
): Promise<T> {
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
