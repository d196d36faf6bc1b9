import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_NOUNS, ROLE } from '@yonke/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_PHOTO_FAMILIES } from './demo-photos.ts';
import { seedDatabase } from './seed.ts';

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the demo yard', async () => {
  const { db } = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yonke-demo-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
    DATA_DIR: dataDir,
    DEMO_PARTS: '400',
  } as NodeJS.ProcessEnv);
  await seedDatabase(db, config);
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  it('takes its cars from what Mexico bought: the most common models are the best sellers', async () => {
    const top = await rows<{ model: string; n: number }>(sql`
      select m.name as model, count(*)::int as n from parts p join models m on m.id = p.model_id
      group by m.name order by n desc limit 8`);
    const names = top.map((row) => row.model);
    for (const model of ['Versa', 'Tsuru', 'Aveo', 'Jetta']) expect(names).toContain(model);
    const rare = await rows<{ n: number }>(sql`
      select count(*)::int as n from parts p join models m on m.id = p.model_id
      where m.name in ('Tarraco', 'QX80', 'Poer')`);
    expect(rare[0]?.n).toBe(0);
  });

  it('names parts as yards do: singular noun, agreeing words, no plural category in front', async () => {
    const names = (await rows<{ name: string }>(sql`select name from parts`)).map((row) => row.name);
    const plurals = Object.values(CATEGORY_NOUNS)
      .filter((noun) => noun.list !== noun.singular)
      .map((noun) => `${noun.list} `);
    expect(names.filter((name) => plurals.some((plural) => name.startsWith(plural)))).toEqual([]);
    expect(names.filter((name) => /^Faro (izquierdo|derecho|delantero)/.test(name)).length).toBeGreaterThan(
      0,
    );
    expect(
      names.some(
        (name) => /\b(delantera|trasera|izquierda|derecha)\b/.test(name) && name.startsWith('Faro '),
      ),
    ).toBe(false);
  });

  it('gives a side or an end only to parts that have one (a door, a lamp), never to an engine part', async () => {
    const [engine] = await rows<{ n: number }>(sql`
      select count(*)::int as n from parts where category_id in (52, 63, 67, 247, 88) and (side_id is not null or position_id is not null)`);
    expect(engine?.n).toBe(0);
    const [backwards] = await rows<{ n: number }>(sql`
      select count(*)::int as n from parts where (category_id = 3 and position_id = 2) or (category_id = 26 and position_id = 1)`);
    expect(backwards?.n).toBe(0);
    const [doors] = await rows<{ n: number }>(sql`
      select count(*)::int as n from parts where category_id in (1, 34, 71, 150) and side_id is not null`);
    expect(doors?.n).toBeGreaterThan(0);
  });

  it('credits every sale to someone who sells, never to the capture clerk', async () => {
    const sellers = await rows<{ roles: number[]; n: number }>(sql`
      select array_agg(distinct ur.role_id) as roles, count(distinct p.id)::int as n
      from parts p join user_roles ur on ur.user_id = p.sold_by
      where p.status_id = 4 group by p.sold_by`);
    expect(sellers.length).toBeGreaterThan(0);
    for (const seller of sellers) {
      expect(
        seller.roles.some((role) => [ROLE.ADMIN, ROLE.SELLER, ROLE.SUPERVISOR].includes(role as 2)),
      ).toBe(true);
      expect(seller.roles).not.toContain(ROLE.CAPTURIST);
    }
    const unsold = await rows<{ n: number }>(
      sql`select count(*)::int as n from parts where status_id = 4 and sold_by is null`,
    );
    expect(unsold[0]?.n).toBe(0);
  });

  it('has a picture family for every category', () => {
    const drawn = new Set(DEMO_PHOTO_FAMILIES.flatMap((family) => family.categories));
    expect(
      Object.keys(CATEGORY_NOUNS)
        .map(Number)
        .filter((id) => !drawn.has(id)),
    ).toEqual([]);
  });

  it('gives most parts a photo whose files exist', async () => {
    const [counts] = await rows<{ total: number; with_photo: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where exists (select 1 from part_images i where i.part_id = p.id))::int as with_photo
      from parts p`);
    expect(counts?.with_photo).toBeGreaterThan((counts?.total ?? 0) * 0.8);
    const keys = await rows<{ storage_key: string; thumbnail_key: string }>(sql`
      select distinct storage_key, thumbnail_key from part_images`);
    expect(keys.length).toBeGreaterThan(5);
    if (config.storage.driver !== 'local') throw new Error('the test expects local storage');
    for (const key of keys) {
      await access(path.join(config.storage.root, key.storage_key));
      await access(path.join(config.storage.root, key.thumbnail_key));
    }
  });
});
