import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a zip to build: its bytes, and optionally the size its headers should claim. */
export interface ZipEntry {
  path: string;
  data: Buffer;
  declaredSize?: number;
}

/**
 * A zip (deflate, no data descriptors) written by hand so that a test can build what no tool
 * would: an entry whose headers lie about its inflated size, or one that inflates to 100 MB+.
 * Layout from PKWARE's APPNOTE.TXT §4.3 (local header, data, central directory, end record).
 */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
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

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** A one-sheet .xlsx whose sheet XML is `rows` (the <row> elements), as given. */
export function xlsxWithSheetData(rows: Buffer, sheetDeclaredSize?: number): Buffer {
  const sheet = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
    rows,
    Buffer.from('</sheetData></worksheet>'),
  ]);
  return buildZip([
    { path: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { path: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { path: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { path: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    {
      path: 'xl/worksheets/sheet1.xml',
      data: sheet,
      declaredSize: sheetDeclaredSize === undefined ? undefined : sheetDeclaredSize,
    },
  ]);
}

/** `unit` repeated until the buffer holds `bytes` bytes (whole units). */
export function repeated(unit: string, bytes: number): Buffer {
  const one = Buffer.from(unit);
  return Buffer.alloc(Math.floor(bytes / one.length) * one.length).fill(one);
}
