import type { StockAction } from '@yonke/domain';
import type { StockPart } from '../api/types';

// An unsaved count lives on the device, per location, until it is saved: a page reload, a
// closed tab or a dropped connection in the yard must not lose an hour of scanning.
const PREFIX = 'stockCheck.draft.';

export interface StockDraft {
  version: 1;
  locationId: number;
  locationName: string;
  savedAt: string;
  rows: { part: StockPart; action: StockAction }[];
}

function isDraft(value: unknown): value is StockDraft {
  const draft = value as StockDraft | null;
  return (
    !!draft &&
    draft.version === 1 &&
    typeof draft.locationId === 'number' &&
    typeof draft.locationName === 'string' &&
    typeof draft.savedAt === 'string' &&
    Array.isArray(draft.rows) &&
    draft.rows.every(
      (row) => row && typeof row.part?.id === 'number' && (row.action === 'found' || row.action === 'added'),
    )
  );
}

export function readDraft(locationId: number): StockDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(`${PREFIX}${locationId}`) ?? 'null');
    return isDraft(value) && value.locationId === locationId ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: StockDraft) {
  try {
    if (draft.rows.length === 0) localStorage.removeItem(`${PREFIX}${draft.locationId}`);
    else localStorage.setItem(`${PREFIX}${draft.locationId}`, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the count still works, it just is not kept across reloads.
  }
}

export function clearDraft(locationId: number) {
  try {
    localStorage.removeItem(`${PREFIX}${locationId}`);
  } catch {
    // Nothing to clear.
  }
}

/** Every unsaved count on this device, newest first. */
export function listDrafts(): StockDraft[] {
  const drafts: StockDraft[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(PREFIX)) continue;
      const draft = readDraft(Number(key.slice(PREFIX.length)));
      if (draft) drafts.push(draft);
    }
  } catch {
    return [];
  }
  return drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * Sign-out: the user's unsaved counts leave the device with them (they were warned;
 * docs/decisions/015-installable-app.md).
 */
export function clearAllDrafts() {
  for (const draft of listDrafts()) clearDraft(draft.locationId);
}
