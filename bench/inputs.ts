// Worst inputs benchmark: the files and bodies an attacker would send, each read in a process of
// its own, with wall-clock seconds and peak RSS (getrusage maxRSS, so nothing between samples is
// missed). Prints one line per case and a table.
// Usage: npm run bench:inputs [-- --lib before] [-- --timeout 60] [-- --only xlsx]
//   --lib before reads the cases with copies of the earlier code placed next to the current one as
//   apps/api/src/lib/{images,sheets,validation}.before.ts (for the before/after figures).
import { execFileSync, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';

// Not bench/support.ts: it loads the database modules, which would weigh on every child's RSS.
const ROOT = path.resolve(import.meta.dirname, '..');
function argValue(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? Number.NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) ? value : fallback;
}

const DIR = path.join(ROOT, '.tmp', 'bench-inputs');
const MB = 1024 * 1024;

interface Result {
  name: string;
  outcome: string;
  seconds: number;
  peakRssMb: number;
  /** Peak RSS above the process's RSS once its modules were loaded: what the input itself cost. */
  addedMb: number;
}

// ---------------------------------------------------------------------------------------------
// Building the inputs (once, into .tmp/bench-inputs).
// ---------------------------------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

async function flatPng(file: string, width: number, height: number) {
  const { deflateSync } = await import('node:zlib');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  header[9] = 0;
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  await import('node:fs/promises').then((fs) => fs.writeFile(file, png));
}

/** Deflates `head`, `unit` × `times`, `tail` as a stream: never holds the inflated bytes. */
async function deflatedEntry(head: string, unit: string, count: number, tail: string) {
  const times = count;
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  let crc = 0;
  let size = 0;
  const write = async (data: Buffer) => {
    crc = crc32(data, crc);
    size += data.length;
    if (!deflate.write(data)) await once(deflate, 'drain');
  };
  await write(Buffer.from(head));
  const perBlock = unit === '' ? 1 : Math.max(1, Math.floor(MB / unit.length));
  const block = Buffer.from(unit.repeat(perBlock));
  let left = unit === '' ? 0 : times;
  while (left > 0) {
    const n = Math.min(left, perBlock);
    await write(n === perBlock ? block : Buffer.from(unit.repeat(n)));
    left -= n;
  }
  await write(Buffer.from(tail));
  deflate.end();
  await once(deflate, 'end');
  return { compressed: Buffer.concat(chunks), crc, size };
}

function zipOf(entries: { path: string; compressed: Buffer; crc: number; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path);
    // Sizes above 4 GB would need ZIP64; every case here stays below.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += 30 + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PLAIN = (text: string) => deflatedEntry(text, '', 0, '');

async function xlsx(
  file: string,
  rowsHead: string,
  unit: string,
  times: number,
  rowsTail: string,
  forgedSize?: number,
) {
  const ns = 'http://schemas.openxmlformats.org';
  const sheet = await deflatedEntry(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${rowsHead}`,
    unit,
    times,
    `${rowsTail}</sheetData></worksheet>`,
  );
  const zip = zipOf([
    {
      path: '[Content_Types].xml',
      ...(await PLAIN(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      )),
    },
    {
      path: '_rels/.rels',
      ...(await PLAIN(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      )),
    },
    {
      path: 'xl/workbook.xml',
      ...(await PLAIN(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      )),
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      ...(await PLAIN(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      )),
    },
    { path: 'xl/worksheets/sheet1.xml', ...sheet, size: forgedSize ?? sheet.size },
  ]);
  await import('node:fs/promises').then((fs) => fs.writeFile(file, zip));
}

const CASES: Record<
  string,
  { kind: 'image' | 'images3' | 'sheet' | 'json'; file: string; build: (file: string) => Promise<void> }
> = {
  'png 49,000,000 × 1': { kind: 'image', file: 'long.png', build: (f) => flatPng(f, 49_000_000, 1) },
  '3 × png 49,000,000 × 1 at once': {
    kind: 'images3',
    file: 'long.png',
    build: (f) => flatPng(f, 49_000_000, 1),
  },
  'png 7,000 × 7,000 (49 MP, allowed)': {
    kind: 'image',
    file: 'square.png',
    build: (f) => flatPng(f, 7_000, 7_000),
  },
  'csv one row of 3,000,000 columns': {
    kind: 'sheet',
    file: 'wide.csv',
    build: (f) =>
      import('node:fs/promises').then((fs) => fs.writeFile(f, `Nombre,Precio\n${'x,'.repeat(3_000_000)}x\n`)),
  },
  'xlsx 1.1 GB of empty rows': {
    kind: 'sheet',
    file: 'empty-rows.xlsx',
    build: (f) =>
      xlsx(
        f,
        '<row r="1"><c t="inlineStr"><is><t>Nombre</t></is></c></row>',
        '<row/>',
        Math.floor((1100 * MB) / 6),
        '',
      ),
  },
  'xlsx 1.1 GB of empty rows, header claiming 1 KB': {
    kind: 'sheet',
    file: 'empty-rows-forged.xlsx',
    build: (f) =>
      xlsx(
        f,
        '<row r="1"><c t="inlineStr"><is><t>Nombre</t></is></c></row>',
        '<row/>',
        Math.floor((1100 * MB) / 6),
        '',
        1_000,
      ),
  },
  'xlsx one row of 3,000,000 cells': {
    kind: 'sheet',
    file: 'wide-row.xlsx',
    build: (f) => xlsx(f, '<row r="1">', '<c><v>1</v></c>', 3_000_000, '</row>'),
  },
  'xlsx one cell of 1.1 GB': {
    kind: 'sheet',
    file: 'huge-cell.xlsx',
    build: (f) =>
      xlsx(f, '<row r="1"><c r="A1" t="inlineStr"><is><t>', 'a', 1100 * MB, '</t></is></c></row>'),
  },
  'csv at the limits: 19,999 rows × 100 columns (accepted)': {
    kind: 'sheet',
    file: 'full.csv',
    build: (f) =>
      import('node:fs/promises').then((fs) =>
        fs.writeFile(
          f,
          `${Array.from({ length: 100 }, (_, index) => `c${index}`).join(',')}\n${`${'Faro izquierdo,'.repeat(99)}1500\n`.repeat(19_999)}`,
        ),
      ),
  },
  'xlsx at the limits: 19,999 rows × 100 cells (accepted)': {
    kind: 'sheet',
    file: 'full.xlsx',
    build: async (f) => {
      // Written by ExcelJS, as Excel would: shared strings, styles, the lot.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: f, useSharedStrings: true });
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.addRow(Array.from({ length: 100 }, (_, index) => `Columna ${index}`)).commit();
      for (let row = 0; row < 19_999; row += 1) {
        sheet
          .addRow(Array.from({ length: 100 }, (_, index) => (index % 2 ? `Faro ${row}` : row * 100 + index)))
          .commit();
      }
      sheet.commit();
      await workbook.commit();
    },
  },
  'json body nested 500,000 levels (1 MB)': {
    kind: 'json',
    file: 'deep.json',
    build: (f) =>
      import('node:fs/promises').then((fs) =>
        fs.writeFile(f, `${'['.repeat(500_000)}${']'.repeat(500_000)}`),
      ),
  },
};

// ---------------------------------------------------------------------------------------------
// One case, in this process (the child).
// ---------------------------------------------------------------------------------------------

async function runCase(name: string, lib: string): Promise<void> {
  const spec = CASES[name];
  if (!spec) throw new Error(`unknown case ${name}`);
  const suffix = lib === 'before' ? '.before.ts' : '.ts';
  const bytes = readFileSync(path.join(DIR, spec.file));
  // Modules are loaded first, so that the figures are the input's alone.
  const images = await import(`../apps/api/src/lib/images${suffix}`);
  const sheets = await import(`../apps/api/src/lib/sheets${suffix}`);
  const validation = await import(`../apps/api/src/lib/validation${suffix}`);
  const rssBefore = process.memoryUsage().rss / MB;
  const started = performance.now();
  let outcome = 'aceptado';
  try {
    if (spec.kind === 'image' || spec.kind === 'images3') {
      const times = spec.kind === 'images3' ? 3 : 1;
      await Promise.all(Array.from({ length: times }, () => images.processImage(bytes)));
    } else if (spec.kind === 'sheet') {
      await sheets.readSheet(bytes, 20_000);
    } else {
      const parsed = JSON.parse(bytes.toString('utf8'));
      if (validation.isTooDeep?.(parsed)) outcome = '422 rechazado';
      else validation.unsafeTextPaths(parsed);
    }
  } catch (error) {
    const status = (error as { status?: number }).status;
    outcome = `${status ? `${status} ` : ''}rechazado: ${(error as Error).message.slice(0, 70)}`;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const addedMb = Math.max(0, peakRssMb - rssBefore);
  process.stdout.write(`${JSON.stringify({ name, outcome, seconds, peakRssMb, addedMb })}\n`);
}

// ---------------------------------------------------------------------------------------------
// The parent: build, then one child per case.
// ---------------------------------------------------------------------------------------------

const only = process.argv.indexOf('--case');
if (only !== -1) {
  await runCase(process.argv[only + 1] as string, process.argv.includes('before') ? 'before' : 'current');
} else {
  const lib = process.argv.includes('before') ? 'before' : 'current';
  const timeoutS = argValue('timeout', 120);
  mkdirSync(DIR, { recursive: true });
  for (const spec of Object.values(CASES)) {
    const file = path.join(DIR, spec.file);
    if (!existsSync(file)) await spec.build(file);
  }
  const node = process.execPath;
  const baseline = JSON.parse(
    execFileSync(node, [
      '-e',
      'process.stdout.write(JSON.stringify(process.resourceUsage().maxRSS/1024))',
    ]).toString(),
  ) as number;
  const results: Result[] = [];
  // --only <text>: just the cases whose name contains it.
  const onlyAt = process.argv.indexOf('--only');
  const filter = onlyAt === -1 ? '' : (process.argv[onlyAt + 1] ?? '');
  for (const name of Object.keys(CASES).filter((key) => key.includes(filter))) {
    const child = spawnSync(
      node,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'bench', 'inputs.ts'),
        '--case',
        name,
        ...(lib === 'before' ? ['--lib', 'before'] : []),
      ],
      { cwd: ROOT, timeout: timeoutS * 1000, encoding: 'utf8', maxBuffer: 16 * MB },
    );
    const line = child.stdout.trim().split('\n').pop() ?? '';
    const result: Result = line.startsWith('{')
      ? (JSON.parse(line) as Result)
      : {
          name,
          outcome: child.error
            ? `detenido a los ${timeoutS} s`
            : `falló: ${(child.stderr ?? '').trim().split('\n').pop()?.slice(0, 80)}`,
          seconds: child.error ? timeoutS : Number.NaN,
          peakRssMb: Number.NaN,
          addedMb: Number.NaN,
        };
    results.push(result);
    console.log(
      `${name}: ${result.outcome} — ${result.seconds.toFixed(2)} s, peak RSS ${result.peakRssMb.toFixed(0)} MB`,
    );
  }
  console.log(
    `\nCode: ${lib}. An empty node process peaks at ${baseline.toFixed(0)} MB RSS; tsx and the libraries add to that.`,
  );
  console.table(
    results.map((result) => ({
      case: result.name,
      outcome: result.outcome,
      seconds: Number(result.seconds.toFixed(2)),
      'peak RSS MB': Math.round(result.peakRssMb),
      'added MB': Math.round(result.addedMb),
    })),
  );
}
