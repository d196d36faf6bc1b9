import { IMPORT_MAX_ROWS, IMPORT_STORED_LIMITS } from '@yonke/domain';
import { fieldError } from '../../lib/errors.ts';
import { type ReadSheet, readSheet, SheetReadError } from '../../lib/sheets.ts';

// The uploaded file's side of an import: reading it within the limits of lib/sheet-guard.ts
// (stopped when the client goes) and what is kept about it for the screens, capped so that the
// import list stays small whatever the file held.

/** The first sheet of the upload, or a Spanish 422 on `file` naming the limit it broke. */
export async function readUploadedSheet(bytes: Uint8Array, signal?: AbortSignal): Promise<ReadSheet> {
  try {
    return await readSheet(bytes, IMPORT_MAX_ROWS, { signal });
  } catch (error) {
    if (error instanceof SheetReadError) throw fieldError('file', error.message);
    throw error;
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Column names as stored with the import (and listed by GET /api/imports). */
export function storedHeaders(headers: readonly string[]): string[] {
  return headers
    .slice(0, IMPORT_STORED_LIMITS.maxHeaders)
    .map((header) => clip(header, IMPORT_STORED_LIMITS.maxHeaderChars));
}

/** A sample row as shown on the mapping screen. */
export function sampleCells(cells: readonly string[]): string[] {
  return cells
    .slice(0, IMPORT_STORED_LIMITS.maxHeaders)
    .map((cell) => clip(cell, IMPORT_STORED_LIMITS.maxSampleChars));
}
