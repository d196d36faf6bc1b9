// The global CFDI of a period, from 100 to the 5,000 tickets GLOBAL_INVOICE_LIMITS allows: the
// XML's size and how long building it, the cadena original (the SAT's XSLT under SaxonJS), the
// seal and the check against cfdv40.xsd take — the work done inside the stamping transaction.
// Usage: node --import tsx bench/global-invoice.ts [--sizes 100,1000,5000]
import { performance } from 'node:perf_hooks';
import { GLOBAL_INVOICE_LIMITS } from '@yonke/domain';
import {
  buildCfdiXml,
  GLOBAL_DESCRIPTION,
  GLOBAL_PRODUCT_KEY,
  GLOBAL_UNIT,
  globalAmounts,
  PUBLIC_RECEIVER,
  withSeal,
} from '@yonke/domain/cfdi';
import { sealCadena } from '../apps/api/src/modules/invoicing/csd.ts';
import { cadenaOriginal, validateCfdi, warmUp } from '../apps/api/src/modules/invoicing/sat-resources.ts';
import { makeTestCsd } from '../apps/api/test/fake-pac/csd-fixtures.ts';

const sizesIndex = process.argv.indexOf('--sizes');
const sizes =
  sizesIndex > 0
    ? (process.argv[sizesIndex + 1] ?? '').split(',').map(Number)
    : [100, 1000, GLOBAL_INVOICE_LIMITS.maxTickets];

const csd = await makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE' });
let start = performance.now();
await warmUp();
console.log(`XSLT listo (compilado o leído de la caché): ${Math.round(performance.now() - start)} ms`);

for (const size of sizes) {
  // Ticket amounts spread like a counter's: $50.00 to $9,999.99, one in ten at 8 %.
  const tickets = Array.from({ length: size }, (_, index) => ({
    folio: `V-${index + 1}`,
    netCents: 5_000 + ((index * 7_919) % 995_000),
    rate: index % 10 === 0 ? (800 as const) : (1600 as const),
  }));
  start = performance.now();
  const xml = buildCfdiXml({
    series: 'F',
    folio: '1',
    date: '2026-11-01T10:00:00',
    paymentForm: '01',
    paymentMethod: 'PUE',
    placeOfIssue: '26015',
    certificateNumber: csd.certificateNumber,
    certificate: csd.cer.toString('base64'),
    issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', regime: '601' },
    receiver: { ...PUBLIC_RECEIVER, postalCode: '26015' },
    global: { periodicity: '04', month: '10', year: 2026 },
    concepts: tickets.map((ticket) => ({
      productKey: GLOBAL_PRODUCT_KEY,
      identification: ticket.folio,
      description: GLOBAL_DESCRIPTION,
      unit: { key: GLOBAL_UNIT, name: null },
    })),
    amounts: globalAmounts(tickets),
    seal: '',
  });
  const built = performance.now();
  const cadena = await cadenaOriginal(xml);
  const transformed = performance.now();
  const sealed = withSeal(xml, sealCadena(csd, cadena));
  const signed = performance.now();
  const problems = await validateCfdi(sealed);
  const validated = performance.now();
  console.log(
    `${size} tickets: XML ${(Buffer.byteLength(sealed) / 1024 / 1024).toFixed(2)} MB · armar ${Math.round(built - start)} ms · ` +
      `cadena ${Math.round(transformed - built)} ms · sello ${Math.round(signed - transformed)} ms · ` +
      `esquema ${Math.round(validated - signed)} ms (${problems.length} problemas) · total ${Math.round(validated - start)} ms`,
  );
}
