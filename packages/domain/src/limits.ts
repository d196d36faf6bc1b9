/**
 * The numeric limits every layer shares. One home, so the API's validation, the web's inputs and
 * the scanner refuse the same values (docs/domain-rules.md).
 */

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** Largest asking or final price accepted, in whole pesos (the old client's field allows 8 digits). */
export const MAX_PRICE = 99_999_999;

/** A run of ASCII digits as a database id, or null when it is not one (0, or above MAX_ID). */
export function parseDigitsAsId(digits: string): number | null {
  // Long digit runs are rejected before Number() so that precision loss cannot produce an id.
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** Any value (route parameter, query string, JSON number) as a database id, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
  if (typeof value === 'string') return parseDigitsAsId(value.trim());
  return null;
}

// ---------------------------------------------------------------------------------------------
// What an input may cost. Each expensive input (a photo, a spreadsheet, a JSON body, a URL) is
// measured against these before it is decoded, parsed or walked; the README's «Límites» section
// lists the same numbers.
// ---------------------------------------------------------------------------------------------

/** JSON bodies: nesting beyond this is refused before anything walks the value recursively. */
export const MAX_JSON_DEPTH = 32;
/** Request line plus headers (Node's own `maxHeaderSize` default, answered 431 in Spanish). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Photos: the file, the decoded pixels, and each side (a 49 000 000 × 1 PNG is 49 MP yet absurd). */
export const IMAGE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 50_000_000,
  maxSide: 12_000,
  /** Photos decoded at the same time in one process, and how many may wait for a turn. */
  concurrentDecodes: 2,
  queuedDecodes: 8,
} as const;

/**
 * Photos of one returned part: enough to show the damage from every side and the label, few
 * enough that a return stays one screen (a part keeps up to 30, a marketplace listing 10).
 */
export const MAX_PHOTOS_PER_RETURN = 8;

/** Spreadsheets to import (.xlsx and .csv): refused while they are read, never after. */
export const SHEET_LIMITS = {
  /** The file as uploaded. */
  maxBytes: 20 * 1024 * 1024,
  /** Everything an .xlsx inflates to (all zip entries together, declared and actual). */
  maxInflatedBytes: 100 * 1024 * 1024,
  /** Entries of an .xlsx zip (a real workbook has a few dozen). */
  maxZipEntries: 1_000,
  maxRows: 20_000,
  maxColumns: 200,
  maxCells: 2_000_000,
  /** Excel's own limit for the text of one cell. */
  maxCellChars: 32_767,
  /** The text of one CSV line, all its cells together. */
  maxRowChars: 1_000_000,
  /** Wall-clock time one file may take to read. */
  timeBudgetMs: 60_000,
} as const;

/** What an import keeps about its file for the screens (headers and sample values). */
export const IMPORT_STORED_LIMITS = {
  maxHeaders: 200,
  maxHeaderChars: 120,
  maxSampleChars: 120,
} as const;

/** A CSD's .cer or .key: the SAT's files are 1–2 KB; anything far larger is not one. */
export const MAX_CSD_FILE_BYTES = 64 * 1024;

/**
 * The Meta catalogue feed: parts read per query inside its one snapshot (a page of 1,000 is about
 * 1.5 MB of XML, so memory stays flat at any catalogue size); how often a read is recorded (the
 * settings screen says when Meta last read it, and a busy feed costs no write per read); and how
 * many feeds one process writes at once (each holds a database connection until it is sent).
 */
export const CATALOGUE_FEED_LIMITS = {
  pageSize: 1000,
  readRecordMs: 5 * 60_000,
  concurrentReads: 2,
  /** A client that stops reading is cut off after this long, freeing its slot and connection. */
  maxSendMs: 10 * 60_000,
} as const;

/** «Ventas de Mercado Libre»: labels asked in one call, the shipping fields of ME1, the list and the periodic search. */
export const ML_ORDER_LIMITS = {
  /** shipment_labels takes several shipment_ids; a day's batch of a yard fits well within this. */
  labelsPerRequest: 50,
  carrierLength: 60,
  trackingLength: 60,
  listSize: 200,
  /** GET /orders/search pages (50 each, newest first) read per account and run. */
  searchPages: 4,
  searchPageSize: 50,
} as const;

/**
 * The global CFDI («factura global»): tickets in one document (a month of a busy counter is a few
 * thousand; 5,000 concepts make a 1.7 MB XML that took 5.5 s to build, transform, seal and check
 * against cfdv40.xsd here, bench/global-invoice.ts), and how many past periods the screen lists.
 */
export const GLOBAL_INVOICE_LIMITS = {
  maxTickets: 5000,
  periodsListed: 12,
} as const;

/** Invoices delivered and «Facturación en línea» (customers invoicing their own ticket). */
export const INVOICE_DELIVERY_LIMITS = {
  /** The public form's fields are a few hundred bytes; anything bigger is not this form. */
  selfInvoiceFormBytes: 16 * 1024,
  /** The largest amount limit a company may set for self-invoicing, in cents ($100 million). */
  selfInvoiceMaxTotalCents: 100_000_000_00,
  /** The public invoice link's signature: 32 base64url characters (192 bits) of an HMAC-SHA256. */
  linkSignatureLength: 32,
} as const;

/**
 * Post-sale messages and the invoice uploaded to the pack (Mercado Libre's «Gestión de mensajes»,
 * «Motivos para comunicarse» and «Cargar factura» pages).
 */
export const ML_POST_SALE_LIMITS = {
  /** seller_max_message_length and the action guide's char_limit. */
  sellerMessageLength: 350,
  /** GET /messages/packs/…: messages read per page. */
  messagesPageSize: 50,
  /** A fiscal_document may weigh at most 1 MB. */
  fiscalDocumentBytes: 1024 * 1024,
} as const;
