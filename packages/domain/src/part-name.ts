import { abbreviateYearRange, formatYearRange } from './years.ts';

export const NAME_MAX_LENGTH = 60;

export interface PartNameInput {
  category?: string | null;
  model?: string | null;
  years?: readonly number[];
  position?: string | null;
  side?: string | null;
  make?: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function join(words: readonly string[]): string {
  return words.filter((word) => word !== '').join(' ');
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).lastIndexOf(' ');
  // A single word longer than the limit has no boundary to cut at.
  return (cut > 0 ? text.slice(0, cut) : text.slice(0, max)).trimEnd();
}

/**
 * Automatic part name (domain rules, "Name generation"): category, model and years form the
 * base; position, side and make are then added in that order, each only if the name still fits.
 * A piece that does not fit is skipped, but a shorter later one may still be added.
 */
export function generatePartName(input: PartNameInput): string {
  const category = clean(input.category);
  const model = clean(input.model);
  const years = input.years ?? [];

  let base = join([category, model, formatYearRange(years)]);
  if (base.length > NAME_MAX_LENGTH) base = join([category, model, abbreviateYearRange(years)]);
  let name = truncateAtWord(base, NAME_MAX_LENGTH);

  for (const extra of [clean(input.position), clean(input.side), clean(input.make)]) {
    if (extra === '') continue;
    const candidate = join([name, extra]);
    if (candidate.length <= NAME_MAX_LENGTH) name = candidate;
  }
  return name;
}
