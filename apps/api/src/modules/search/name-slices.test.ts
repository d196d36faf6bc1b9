import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { rebalanceNameSlices } from './search.queries.ts';

// A broad A–Z or Z–A search reads only the name slices that hold its words (migration 0027,
// pageFromNameSlices). The answer must stay the plain sort's whatever happened to the parts since
// the slices were cut: parts added one by one and in bulk, renamed, deleted, and a split racing a
// part write. Slices of ~40 parts here, so that 6,000 parts make ~150 of them.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let session: Awaited<ReturnType<typeof ctx.signedIn>>;
let company: number;
const TARGET = 40;

/** Deterministic pseudo-random numbers (mulberry32), so that a failure can be run again. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomFrom(20261124);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
// Capitals, accents and ñ, so that the collation's order is the one tested.
const KINDS = ['Faro', 'faro', 'Calavera', 'Puerta', 'Águila', 'Espejo', 'Ñandú', 'Zeta', 'árbol', 'Cofre'];
/** Every part has zzslice; about half zzpar; a name repeats now and then (the id breaks the tie). */
function partName(): string {
  const kind = pick(KINDS);
  const pair = random() < 0.5 ? ' zzpar' : '';
  return `${kind} ${Math.floor(random() * 400)} zzslice${pair}`;
}

async function insertParts(names: string[]): Promise<void> {
  await ctx.db.execute(sql`
    insert into parts (company_id, name, sale_price, status_id)
    select ${company}, n, 100, 1 from unnest(${`{${names.map((name) => `"${name}"`).join(',')}}`}::text[]) as n`);
}

type Page = { data: { id: number }[]; total_exact: boolean };
async function page(text: string, sort: string, number: number, after?: number): Promise<Page> {
  const response = await session.post(`/api/autoparts/searchInventory?page=${number}`, {
    number: text,
    sort,
    after,
  });
  expect(response.status).toBe(200);
  return response.json as Page;
}

/** The plain sort: every match, by name then id. */
async function expected(words: string, sort: string, number: number): Promise<number[]> {
  const direction = sql.raw(sort === 'ztoa' ? 'desc' : 'asc');
  const query = words.split(' ').join(' & ');
  const result = await ctx.db.execute<{ id: number }>(sql`
    select id from parts
    where company_id = ${company} and deleted_at is null and search_words @@ ${query}::tsquery
    order by name ${direction}, id ${direction} limit 50 offset ${(number - 1) * 50}`);
  return result.rows.map((row) => row.id);
}

async function expectPlainSort(words: string): Promise<void> {
  for (const sort of ['atoz', 'ztoa']) {
    let previous: Page | undefined;
    for (const number of [1, 2, 3, 9, 60]) {
      const byNumber = await page(words, sort, number);
      expect(byNumber.total_exact, `${words} ${sort}`).toBe(false); // the broad path
      expect(
        byNumber.data.map((row) => row.id),
        `${words} ${sort} página ${number}`,
      ).toEqual(await expected(words, sort, number));
      if (previous && number <= 3) {
        // «Siguiente»: after the previous page's last part.
        const byAfter = await page(words, sort, number, previous.data.at(-1)?.id);
        expect(
          byAfter.data.map((row) => row.id),
          `${words} ${sort} después de la ${number - 1}`,
        ).toEqual(byNumber.data.map((row) => row.id));
      }
      previous = byNumber;
    }
  }
}

const sliceCount = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from name_slices`)).rows[0]?.n ?? 0;

beforeAll(async () => {
  ctx = await createTestContext();
  company = (await ctx.createCompany('Yonke rebanadas')).id;
  session = await ctx.signedIn([2], company);
  // In bulk, before any slice is cut: all of them in the first slice.
  await insertParts(Array.from({ length: 3_000 }, partName));
  expect(await rebalanceNameSlices(ctx.db, TARGET)).toBeGreaterThan(0);
  expect(await sliceCount()).toBeGreaterThan(40);
  // After the cut: in bulk again, then one by one.
  await insertParts(Array.from({ length: 2_900 }, partName));
  for (let index = 0; index < 100; index++) await insertParts([partName()]);
  // Renamed (most move to another slice), deleted softly and for good.
  const ids = (
    await ctx.db.execute<{ id: number }>(sql`select id from parts where company_id = ${company}`)
  ).rows.map((row) => row.id);
  for (let index = 0; index < 300; index++) {
    await ctx.db.execute(sql`update parts set name = ${partName()} where id = ${pick(ids)}`);
  }
  // New words under the same name (the update trigger writes only the new ones). A few parts
  // have the word from the start, so that some slices list it whatever the updates do.
  await ctx.db.execute(sql`
    insert into parts (company_id, name, description, sale_price, status_id)
    select ${company}, 'Espejo ' || n || ' zzslice', 'zzdesc', 100, 1 from generate_series(1, 20) as n`);
  await ctx.db.execute(
    sql`update parts set description = 'zzdesc' where company_id = ${company} and id % 5 in (0, 1, 2)`,
  );
  await ctx.db.execute(
    sql`update parts set deleted_at = now() where company_id = ${company} and id % 29 = 0`,
  );
  await ctx.db.execute(sql`delete from parts where company_id = ${company} and id % 31 = 0`);
  await ctx.db.execute(sql`analyze parts`);
}, 120_000);

describe('A–Z and Z–A of a broad search, read from the name slices', () => {
  it('give the plain sort’s pages for one word, after parts were added, renamed and deleted', async () => {
    await expectPlainSort('zzslice');
  });

  it('give the plain sort’s pages for a word the parts gained under the same name', async () => {
    await expectPlainSort('zzdesc');
  });

  it('give the plain sort’s pages for two words', async () => {
    await expectPlainSort('zzslice zzpar');
  });

  it('give the same pages after the slices are cut again', async () => {
    expect(await rebalanceNameSlices(ctx.db, TARGET)).toBeGreaterThan(0);
    expect(await rebalanceNameSlices(ctx.db, TARGET)).toBe(0); // nothing left to cut
    await expectPlainSort('zzslice');
  });

  it('read more slices when the first ones hold fewer matches than the estimate promised', async () => {
    // One match in each of the first ten slices, then 2,400 in one place: the estimate (about 240
    // per slice) says one slice fills page 1; it takes the eleventh.
    await ctx.db.execute(sql`
      update parts set name = name || ' zzdecoy'
      where id in (select (select p.id from parts p where p.company_id = ${company} and p.name >= s.lower_name
        order by p.name, p.id limit 1) from name_slices s order by s.lower_name limit 10)`);
    await insertParts(Array.from({ length: 2_400 }, () => 'Cofre 999 zzdecoy'));
    await ctx.db.execute(sql`analyze parts`);
    for (const sort of ['atoz', 'ztoa']) {
      for (const number of [1, 2]) {
        const shown = await page('zzdecoy', sort, number);
        expect(shown.total_exact).toBe(false);
        expect(
          shown.data.map((row) => row.id),
          `${sort} página ${number}`,
        ).toEqual(await expected('zzdecoy', sort, number));
      }
    }
  });

  it('really read the slices: a word missing from the first slice’s list changes page 1', async () => {
    // This is what the triggers and the split must never let happen; here it proves the search
    // depends on the lists (so the tests above compare something).
    const first = await ctx.db.execute<{ id: number }>(sql`
      select w.slice_id as id from name_slice_words w join name_slices s on s.id = w.slice_id
      where w.word = 'zzslice' order by s.lower_name limit 1`);
    const slice = first.rows[0]?.id;
    await ctx.db.execute(sql`delete from name_slice_words where word = 'zzslice' and slice_id = ${slice}`);
    const shown = (await page('zzslice', 'atoz', 1)).data.map((row) => row.id);
    expect(shown).not.toEqual(await expected('zzslice', 'atoz', 1));
    await ctx.db.execute(sql`insert into name_slice_words (word, slice_id) values ('zzslice', ${slice})`);
    expect((await page('zzslice', 'atoz', 1)).data.map((row) => row.id)).toEqual(
      await expected('zzslice', 'atoz', 1),
    );
  });
});

describe('a split racing a part write', () => {
  /** The slice that a name falls in lists the word. */
  async function listed(word: string, name: string): Promise<boolean> {
    const result = await ctx.db.execute<{ listed: boolean }>(sql`
      select exists (select 1 from name_slice_words w where w.word = ${word} and w.slice_id =
        (select id from name_slices where lower_name <= ${name} order by lower_name desc limit 1)) as listed`);
    return result.rows[0]?.listed ?? false;
  }

  it('does not wait for a part write in progress, and cuts the slice once it has committed', async () => {
    // 200 parts after every other name: the last slice grows to five times the target.
    await insertParts(Array.from({ length: 200 }, (_, index) => `Zzz tardía ${index} zzslice`));
    const writer = await ctx.db.$client.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `insert into parts (company_id, name, sale_price, status_id) values ($1, 'Zzz tardía 150 zzenprogreso', 1, 1)`,
        [company],
      );
      const started = Date.now();
      expect(await rebalanceNameSlices(ctx.db, TARGET)).toBe(-1);
      expect(Date.now() - started).toBeLessThan(5_000); // it did not wait for the writer
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await rebalanceNameSlices(ctx.db, TARGET)).toBeGreaterThan(0);
    expect(await listed('zzenprogreso', 'Zzz tardía 150 zzenprogreso')).toBe(true);
  });

  it('makes a part write wait, then lists the part’s words in the slice the split gave its name', async () => {
    await insertParts(Array.from({ length: 200 }, (_, index) => `Zzzz última ${index} zzslice`));
    const splitter = await ctx.db.$client.connect();
    const writer = await ctx.db.$client.connect();
    try {
      await splitter.query('begin');
      const split = await splitter.query<{ splits: number }>('select name_slices_rebalance($1) as splits', [
        TARGET,
      ]);
      expect(split.rows[0]?.splits).toBeGreaterThan(0);
      const name = 'Zzzz última 190 zzesperando';
      let done = false;
      const write = writer
        .query(`insert into parts (company_id, name, sale_price, status_id) values ($1, $2, 1, 1)`, [
          company,
          name,
        ])
        .then(() => {
          done = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(done).toBe(false); // held by the split's lock
      await splitter.query('commit');
      await write;
      // The writer looked for its slice only once the split had committed: its words are listed
      // in the new slice that holds the name, not in the one the name was in before.
      expect(await listed('zzesperando', name)).toBe(true);
    } finally {
      splitter.release();
      writer.release();
    }
    await ctx.db.execute(sql`analyze parts`);
    await expectPlainSort('zzslice');
  });
});
