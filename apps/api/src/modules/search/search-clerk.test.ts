import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';

// Searches as a counter clerk types them, against names written as real Mexican parts lists write
// them («LEVANTA VIDRIOS», «SELENOIDE», «92/98», «AMORT. DEL.»).
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let company: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  company = (await ctx.createCompany('Yonke Mostrador')).id;
  const ref = await referenceIds(ctx.db);
  const jetta = await ref.model('Jetta');
  const tsuru = await ref.model('Tsuru');
  const part = async (key: string, values: Parameters<typeof insertPart>[1]) => {
    ids[key] = (await insertPart(ctx.db, values)).id;
  };
  // The headlamp is the older part: by date alone («Más recientes») the tail lamp would come first.
  await part('faro', {
    companyId: company,
    name: 'Faro delantero derecho Jetta 2011-2014 Volkswagen',
    categoryId: 71,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2011, 2012, 2013, 2014],
  });
  await part('calavera', {
    companyId: company,
    name: 'Calavera trasera izquierda Jetta 2011-2014 Volkswagen',
    categoryId: 34,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2011, 2012, 2013, 2014],
  });
  await part('levantaSplit', { companyId: company, name: 'LEVANTA VIDRIOS ELECTRICO DEL. IZQ. TSURU' });
  await part('levantaJoined', { companyId: company, name: 'Levantavidrios manual tras. der. Chevy' });
  await part('levantaHyphen', { companyId: company, name: 'levanta-vidrios Pointer 2000' });
  await part('portaplacas', { companyId: company, name: 'PORTA PLACAS TRASERO CROMADO', categoryId: 21 });
  await part('limpia', { companyId: company, name: 'Brazo limpia parabrisas Aveo' });
  await part('solenoide', {
    companyId: company,
    name: 'SELENOIDE MARCHA TSURU 92/98',
    makeId: tsuru.makeId,
    modelId: tsuru.id,
    years: [1992, 1993, 1994, 1995, 1996, 1997, 1998],
  });
  await part('lambda', { companyId: company, name: 'SONDA LAMBDA 4 CABLES' });
  await part('amort', { companyId: company, name: 'AMORT. DEL. GAS VITARA' });
  await part('amortiguador', { companyId: company, name: 'Amortiguador trasero Sentra' });
  await part('vitara', {
    companyId: company,
    name: 'CALAVERA VITARA 92/98 L-R',
    categoryId: 34,
    years: [1992, 1993, 1994, 1995, 1996, 1997, 1998],
  });
});

const idsOf = (response: { json: { data: { id: number }[] } }) => response.json.data.map((row) => row.id);

async function inventory(number: string): Promise<number[]> {
  const session = await ctx.signedIn([1], company);
  const response = await session.post('/api/autoparts/searchInventory', { number });
  expect(response.status).toBe(200);
  return idsOf(response);
}

describe('a part word with a vehicle and a year', () => {
  it('finds the Jetta 2011–2014 tail lamp for «calavera jetta 2012», singular as plural', async () => {
    // «calavera jetta 2012» is 17 letters and digits without its spaces: it was read as a VIN.
    expect(await inventory('calavera jetta 2012')).toEqual([ids.calavera]);
    expect(await inventory('calaveras jetta 2012')).toEqual([ids.calavera]);
    expect(await inventory('calavera jeta 2012')).toEqual([ids.calavera]);
  });

  it('lists the part the clerk named before a part found through the vehicle', async () => {
    const found = await inventory('faro jetta 2012');
    expect(found[0]).toBe(ids.faro);
    const tail = await inventory('calavera jetta 2012');
    expect(tail[0]).toBe(ids.calavera);
  });
});

describe('compound words', () => {
  it('«levantavidrios», «levanta vidrios» and «levanta-vidrios» find the same names', async () => {
    const all = [ids.levantaSplit, ids.levantaJoined, ids.levantaHyphen].sort();
    expect((await inventory('levantavidrios')).sort()).toEqual(all);
    expect((await inventory('levanta vidrios')).sort()).toEqual(all);
    expect((await inventory('levanta-vidrios')).sort()).toEqual(all);
    expect(await inventory('levantavidrios tsuru')).toEqual([ids.levantaSplit]);
  });

  it('«portaplacas» and «limpiaparabrisas» find their split names', async () => {
    expect(await inventory('portaplacas')).toEqual([ids.portaplacas]);
    expect(await inventory('limpiaparabrisas aveo')).toEqual([ids.limpia]);
  });
});

describe('the trade’s spellings', () => {
  it('«solenoide» finds «SELENOIDE» and the other way', async () => {
    expect(await inventory('solenoide tsuru')).toEqual([ids.solenoide]);
    expect(await inventory('selenoide')).toEqual([ids.solenoide]);
  });

  it('«lamda» finds «LAMBDA»', async () => {
    expect(await inventory('sonda lamda')).toEqual([ids.lambda]);
  });

  it('«amortiguador» finds «AMORT.» and «amort» finds «Amortiguador»', async () => {
    expect((await inventory('amortiguador')).sort()).toEqual([ids.amort, ids.amortiguador].sort());
    expect(await inventory('amort vitara')).toEqual([ids.amort]);
    expect(await inventory('amort sentra')).toEqual([ids.amortiguador]);
  });
});

describe('years in names', () => {
  it('«vitara 95» finds a name that says «92/98»', async () => {
    expect(await inventory('calavera vitara 95')).toEqual([ids.vitara]);
    expect(await inventory('marcha tsuru 95')).toEqual([ids.solenoide]);
  });
});

describe('an empty result', () => {
  it('offers the same search in other years, and the spelling the lists know', async () => {
    const session = await ctx.signedIn([1], company);
    const suggest = async (number: string) =>
      (await session.post('/api/autoparts/searchInventory/suggestion', { number })).json;
    expect(await inventory('calavera jetta 2016')).toEqual([]);
    expect(await suggest('calavera jetta 2016')).toEqual({
      relaxed: { text: 'calavera jetta', message: 'Sin resultados para 2016: ver Jetta de otros años' },
      did_you_mean: null,
    });
    // Misspelt and a word no part has: the relaxed search is offered with the spelling fixed.
    expect(await suggest('calaverra jetta xenon')).toEqual({
      relaxed: { text: 'calaveras jetta', message: 'Sin resultados con «xenon»: ver calaveras jetta' },
      did_you_mean: null,
    });
    expect(await suggest('zzzz qqqq')).toEqual({ relaxed: null, did_you_mean: null });
  });
});

describe('lost demand', () => {
  it('records a search that found nothing once per person, and Reportes lists it for the company only', async () => {
    const other = (await ctx.createCompany('Yonke Otro')).id;
    const clerk = await ctx.signedIn([3], company);
    const missing = 'Marcha Tsuru 2030';
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await clerk.post('/api/autoparts/search', { number: missing });
      expect(response.json.total).toBe(0);
    }
    // Found: not lost demand.
    await clerk.post('/api/autoparts/search', { number: 'selenoide' });
    const owner = await ctx.signedIn([2], company);
    const report = await owner.get('/api/dashboard/lost-demand?period=today');
    expect(report.status).toBe(200);
    const rows = report.json.data as { query: string; times: number; people: string[] }[];
    expect(rows.find((row) => row.query === missing)).toMatchObject({ times: 1 });
    expect(rows.find((row) => row.query === missing)?.people).toHaveLength(1);
    expect(rows.some((row) => row.query === 'selenoide')).toBe(false);
    const elsewhere = await ctx.signedIn([2], other);
    expect((await elsewhere.get('/api/dashboard/lost-demand?period=today')).json.data).toEqual([]);
    expect((await clerk.get('/api/dashboard/lost-demand?period=today')).status).toBe(403);
    // A visitor of the public catalogue has no user: the report names the catalogue.
    await ctx.db.execute(
      sql`insert into search_misses (company_id, user_id, list, query, normalized) values (${company}, null, 'public', 'Cofre Caribe', 'cofre caribe')`,
    );
    const withVisitor = (await owner.get('/api/dashboard/lost-demand?period=today')).json.data as {
      query: string;
      people: string[];
    }[];
    expect(withVisitor.find((row) => row.query === 'Cofre Caribe')?.people).toEqual(['Catálogo público']);
  });
});

describe('an empty result with a year and a word nobody has', () => {
  it('drops the year with the word', async () => {
    const session = await ctx.signedIn([1], company);
    const suggestion = (
      await session.post('/api/autoparts/searchInventory/suggestion', { number: 'faro jetta xenon 1985' })
    ).json;
    expect(suggestion.relaxed).toEqual({
      text: 'faro jetta',
      message: 'Sin resultados con «xenon 1985»: ver faro jetta',
    });
  });
});

describe('the shop’s own code and the part number', () => {
  it('find the part first in the Buscador, Autopartes and Ventas', async () => {
    const part = await insertPart(ctx.db, {
      companyId: company,
      name: 'Direccional LED cuadrada grande cromada',
      agId: 1041,
      autopartNumber: 'GPL0016L',
      salePrice: 250,
    });
    const session = await ctx.signedIn([1], company);
    for (const path of [
      '/api/autoparts/search',
      '/api/autoparts/searchInventory',
      '/api/autoparts/searchSales',
    ]) {
      for (const number of ['AG-1041', 'ag 1041', '1041', 'GPL0016L', 'gpl0016l']) {
        const response = await session.post(path, { number });
        expect(idsOf(response)[0], `${path} ${number}`).toBe(part.id);
      }
    }
  });
});
