import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

// The SAT's own files (sat/cfd, copied unchanged from www.sat.gob.mx/sitio_internet/cfd) run here:
// the cadena original comes from the official XSLT, run by SaxonJS, and the schema check from
// libxml2 (xmllint compiled to WebAssembly) against cfdv40.xsd. Nothing re-implements them.

const SAT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sat', 'cfd');
export const CADENA_XSLT = path.join(SAT_DIR, '4', 'cadenaoriginal_4_0', 'cadenaoriginal_4_0.xslt');
export const TFD_XSLT = path.join(SAT_DIR, 'TimbreFiscalDigital', 'cadenaoriginal_TFD_1_1.xslt');

const run = promisify(execFile);
const require = createRequire(import.meta.url);

type Sef = Record<string, unknown>;
const compiled = new Map<string, Promise<Sef>>();

/** Every file of the SAT folder, hashed: a changed transform (an SAT update) compiles again. */
async function resourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(SAT_DIR, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(SAT_DIR.length)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * SaxonJS runs a stylesheet compiled to its SEF form. Compiling the SAT's XSLT (with its 33
 * includes) takes seconds, so it is done once per version of the files by the xslt3 compiler
 * (the same vendor's) and kept in the OS temporary folder, shared by every process.
 */
function sefFor(xslt: string): Promise<Sef> {
  let pending = compiled.get(xslt);
  if (!pending) {
    pending = (async () => {
      const dir = path.join(os.tmpdir(), 'yonke-sat-sef');
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, `${path.basename(xslt, '.xslt')}-${await resourcesHash()}.sef.json`);
      try {
        return JSON.parse(await readFile(target, 'utf8')) as Sef;
      } catch {
        const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
        const cli = require.resolve('xslt3/xslt3.js');
        await run(process.execPath, [cli, `-xsl:${xslt}`, `-export:${temporary}`, '-nogo', '-relocate:on'], {
          timeout: 120_000,
        });
        await rename(temporary, target);
        return JSON.parse(await readFile(target, 'utf8')) as Sef;
      }
    })();
    pending.catch(() => compiled.delete(xslt));
    compiled.set(xslt, pending);
  }
  return pending;
}

async function transform(xslt: string, xml: string): Promise<string> {
  const sef = await sefFor(xslt);
  const result = SaxonJS.transform(
    { stylesheetInternal: sef, sourceText: xml, destination: 'serialized' },
    'sync',
  ) as { principalResult: string };
  return result.principalResult;
}

/** The cadena original of a CFDI 4.0, by the SAT's cadenaoriginal_4_0.xslt. */
export function cadenaOriginal(xml: string): Promise<string> {
  return transform(CADENA_XSLT, xml);
}

/** The cadena original of a Timbre Fiscal Digital 1.1 (the text the PAC's seal covers). */
export function tfdCadenaOriginal(tfdXml: string): Promise<string> {
  return transform(TFD_XSLT, tfdXml);
}

/** Compiles the transforms ahead of the first invoice (server start, test setup). */
export async function warmUp(): Promise<void> {
  await Promise.all([sefFor(CADENA_XSLT), sefFor(TFD_XSLT)]);
}

export interface SchemaProblem {
  message: string;
  line: number | null;
}

async function schemaFiles(names: string[]) {
  return Promise.all(
    names.map(async (name) => ({
      fileName: `cfd/${name}`,
      contents: await readFile(path.join(SAT_DIR, name), 'utf8'),
    })),
  );
}

/** Validates a CFDI 4.0 (and its Timbre Fiscal Digital, when present) against the SAT's XSD. */
export async function validateCfdi(xml: string): Promise<SchemaProblem[]> {
  const [cfdi, tfd, ...preload] = await schemaFiles([
    '4/cfdv40.xsd',
    'TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd',
    'catalogos/catCFDI.xsd',
    'tipoDatos/tdCFDI/tdCFDI.xsd',
    'Pagos/Pagos20.xsd',
    'catalogos/Pagos/catPagos.xsd',
  ]);
  if (!cfdi || !tfd) throw new Error('SAT schema missing');
  // cfdv40.xsd lets any element into Complemento (processContents="lax"); the timbre and the
  // payments complement (Pagos 2.0) are checked by their own schemas, which libxml2 then applies.
  // xmllint takes one schema: a wrapper imports both namespaces.
  const wrapper = {
    fileName: 'cfd/cfdi-with-tfd.xsd',
    contents:
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">' +
      '<xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="4/cfdv40.xsd"/>' +
      '<xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>' +
      '<xs:import namespace="http://www.sat.gob.mx/Pagos20" schemaLocation="Pagos/Pagos20.xsd"/>' +
      '</xs:schema>',
  };
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: [wrapper],
    preload: [cfdi, tfd, ...preload],
  });
  return result.errors.map((error) => ({ message: error.message, line: error.loc?.lineNumber ?? null }));
}
