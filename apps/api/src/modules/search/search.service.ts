import {
  normalizeSearchText,
  PAGE_SIZE,
  parseIdentifier,
  parseVehicleSearch,
  type SearchTerm,
  searchTerms,
} from '@yonke/domain';
import type { Page, SearchFilters, SearchRow } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { userCan } from '../../lib/guards.ts';
import { mediaUrl } from '../../lib/media.ts';
import * as queries from './search.queries.ts';
import type { ExactIdentifier, SearchQuery, SearchScope } from './search-sql.ts';
import { allMatchingIds, searchParts } from './search-strategy.ts';

export type SearchList = 'search' | 'inventory' | 'sales';

export interface SearchSuggestion {
  /** A search that finds something, with the message that offers it. */
  relaxed: { text: string; message: string } | null;
  /** The text with its misspelt words as the reference lists write them. */
  did_you_mean: string | null;
}

/**
 * The Buscador is the list sellers sell from: it never offers parts that are reserved (3), sold (4)
 * or Incompleto (5: not ready to sell; finished in Autopartes). docs/domain-rules.md, "Buscador scope".
 */
const BUSCADOR_STATUSES = [1, 2, 6];

/**
 * Which parts a list may show to this user (domain rules "Scoping"): the Buscador searches every
 * company; the other lists only the user's own company, unless the user is role 1.
 */
export function scopeFor(list: SearchList, user: SessionUser): SearchScope {
  if (list === 'search') return { allowedStatuses: BUSCADOR_STATUSES };
  const companyId = companyScope(user);
  return companyId === null ? {} : { companyId };
}

/** Filters a role may not use are dropped rather than refused: the screens simply hide them. */
function permittedFilters(filters: SearchFilters, user: SessionUser): SearchFilters {
  return {
    ...filters,
    store: userCan(user, 'filterByStore') ? filters.store : undefined,
    user: userCan(user, 'filterByUser') ? filters.user : undefined,
    quality: userCan(user, 'adminSupervisorFields') ? filters.quality : undefined,
    store_ml: userCan(user, 'adminSupervisorFields') ? filters.store_ml : undefined,
    status_ml: userCan(user, 'adminSupervisorFields') ? filters.status_ml : undefined,
  };
}

/** Identifiers in the text box: AV-n or a bare number (id, AG id or part number), AG-n, MLM…. */
function exactIdentifier(text: string): { exact?: ExactIdentifier; exactOnly: boolean } {
  const identifier = parseIdentifier(text);
  const normalized = normalizeSearchText(text);
  // VH-12, a VIN or its last 8: the donor vehicle's parts, and a part number typed
  // the same way still matches.
  const vehicle = parseVehicleSearch(text);
  // AV-/AG-/MLM codes are what our labels print; "AG-123456" also reads as a VIN's last 8, so it
  // matches both ways rather than losing the AG id.
  const labelled: ExactIdentifier | undefined =
    identifier?.kind === 'id'
      ? { id: identifier.id }
      : identifier?.kind === 'agId'
        ? { agId: identifier.agId }
        : identifier?.kind === 'mlId'
          ? { mlId: identifier.mlId }
          : undefined;
  if (vehicle) return { exact: { ...labelled, ...vehicle, partNumber: normalized }, exactOnly: true };
  if (labelled) return { exact: labelled, exactOnly: true };
  if (identifier?.kind === 'number') {
    // A bare number may be our id, an old label's AG id, a part number or a year: exact hits
    // rank first and the text search still finds the rest (a year, say).
    return {
      exact: { id: identifier.value, agId: identifier.value, partNumber: normalized },
      exactOnly: false,
    };
  }
  // A single token with a digit in it is likely a part number typed or scanned from a box.
  if (
    normalized.length > 0 &&
    normalized.length <= 40 &&
    !normalized.includes(' ') &&
    /\d/.test(normalized)
  ) {
    return { exact: { partNumber: normalized }, exactOnly: false };
  }
  return { exactOnly: false };
}

/** Shorter words are treated as possible abbreviations or word starts ("izq", "del"). */
const MIN_WHOLE_WORD = 5;

export function createSearchService({ db }: AppDeps) {
  /**
   * A word that matches no part at all is most likely misspelt: it is replaced by the closest
   * reference terms ("tzuru" → "tsuru"), so a small typo still finds the part.
   */
  async function wordAlternatives(word: string): Promise<string[]> {
    if (word.length < 4 || /\d/.test(word)) return [word];
    if (await queries.wordExists(db, word)) return [word];
    const similar = await queries.similarTerms(db, word);
    return similar.length > 0 ? similar : [word];
  }

  /** The query the list answers with (after the fallbacks below) and its page of matches. */
  async function findMatches(list: SearchList, user: SessionUser, filters: SearchFilters, page: number) {
    const text = filters.number.slice(0, 200);
    const { exact, exactOnly } = exactIdentifier(text);
    // Each term with its singular/plural, the trade's spellings, compounds written any way and a
    // two-digit year's four digits: "puerta" finds "Puertas Jetta", "levanta vidrios" finds
    // "LEVANTAVIDRIOS".
    const terms = exactOnly ? [] : searchTerms(text);
    let query: SearchQuery = {
      scope: scopeFor(list, user),
      filters: permittedFilters(filters, user),
      words: terms.map((term) => term.forms),
      match: 'words',
      exact,
      exactOnly,
      page,
      perPage: PAGE_SIZE,
    };
    let found = await searchParts(db, query);
    // Whole words answer most searches from the tsvector index; only when they find nothing
    // is each word looked for anywhere: a word's start ("izq") or its middle ("lantera").
    if (found.total === 0 && terms.length > 0) {
      // Abbreviations ("izq", "del", "tras") are rarely whole words of a part, while the long
      // words beside them usually are: the words index narrows the parts by the long words and
      // only those are read for the short ones. Far cheaper than reading every word anywhere.
      const isShort = (term: SearchTerm) =>
        term.typed.length < MIN_WHOLE_WORD && term.year === undefined && term.forms.length <= 2;
      const long = terms.filter((term) => !isShort(term));
      const short = terms.filter(isShort);
      if (long.length > 0 && short.length > 0) {
        query = {
          ...query,
          words: long.map((term) => term.forms),
          fragments: short.map((term) => [term.typed]),
        };
        found = await searchParts(db, query);
      }
    }
    if (found.total === 0 && terms.length > 0) {
      query = { ...query, match: 'fragments', words: terms.map((term) => term.forms), fragments: [] };
      found = await searchParts(db, query);
    }
    // Typos are looked for only when the words as typed find nothing: most searches pay nothing.
    if (found.total === 0 && terms.some((term) => term.typed.length >= 4)) {
      const corrected = await Promise.all(terms.map(termAlternatives));
      if (corrected.some((alternatives, index) => alternatives.join() !== terms[index]?.forms.join())) {
        query = { ...query, match: 'fragments', words: corrected };
        found = await searchParts(db, query);
      }
    }
    return { query, found, terms };
  }

  /** A term as typed, or its closest reference terms when no part holds it (see wordAlternatives). */
  async function termAlternatives(term: SearchTerm): Promise<string[]> {
    if (term.year !== undefined || term.typed.includes(' ') || term.forms.length > 3) return term.forms;
    const alternatives = await wordAlternatives(term.typed);
    return [...new Set([...term.forms, ...alternatives])];
  }

  /** True when the text, with the same filters, finds something in the list. */
  async function findsSomething(list: SearchList, user: SessionUser, filters: SearchFilters, text: string) {
    const { found } = await findMatches(list, user, { ...filters, number: text, after: undefined }, 1);
    return found.total > 0;
  }

  /** A search that found nothing, kept for the lost-demand report (the same words once per person). */
  async function recordMiss(companyId: number, userId: number | null, list: string, text: string) {
    const terms = searchTerms(text.slice(0, 200));
    if (terms.length === 0) return;
    await queries.recordSearchMiss(db, {
      companyId,
      userId,
      list,
      query: text.trim().slice(0, 200),
      normalized: terms.map((term) => term.typed).join(' '),
    });
  }

  return {
    /**
     * What to offer under an empty result (the spec's «Intentalo con otros filtros»): the same
     * search without its year («Sin resultados para 2012: ver Jetta de otros años»), or without
     * another word, and the spelling the reference lists know («¿Quisiste decir …?»). Each is
     * offered only if it finds something.
     */
    async suggest(list: SearchList, user: SessionUser, filters: SearchFilters): Promise<SearchSuggestion> {
      const terms = searchTerms(filters.number.slice(0, 200));
      const suggestion: SearchSuggestion = { relaxed: null, did_you_mean: null };
      if (terms.length === 0) return suggestion;
      const without = (dropped: SearchTerm[]) =>
        terms
          .filter((term) => !dropped.includes(term))
          .map((term) => term.typed)
          .join(' ');

      // Misspelt words as the reference lists write them; the relaxed searches use these too.
      const corrected = await Promise.all(
        terms.map(async (term) => {
          if (term.year !== undefined || term.typed.length < 4 || /[\d\s-]/.test(term.typed)) return term;
          if (await queries.wordExists(db, term.typed)) return term;
          const name = await queries.closestReferenceName(db, term.typed);
          return name ? { ...term, typed: name } : term;
        }),
      );
      const correctedText = corrected.map((term) => term.typed).join(' ');
      if (correctedText !== without([]) && (await findsSomething(list, user, filters, correctedText))) {
        suggestion.did_you_mean = correctedText;
        return suggestion;
      }
      terms.splice(0, terms.length, ...corrected);

      const years = terms.filter((term) => term.year !== undefined);
      if (years.length > 0 && years.length < terms.length) {
        const text = without(years);
        if (await findsSomething(list, user, filters, text)) {
          const rest = terms.filter((term) => term.year === undefined).map((term) => term.typed);
          const vehicle = (await queries.modelNamed(db, rest)) ?? text;
          suggestion.relaxed = {
            text,
            message: `Sin resultados para ${years.map((term) => term.typed).join(' ')}: ver ${vehicle} de otros años`,
          };
          return suggestion;
        }
      }
      // Otherwise the search without one of its words, the last ones first (the first word is
      // usually the part asked for).
      if (terms.length > 1) {
        for (const term of [...terms].reverse().slice(0, -1)) {
          if (term.year !== undefined) continue;
          // A year that found nothing stays out of the next tries too.
          const dropped = [term, ...years];
          const text = without(dropped);
          if (text === '') continue;
          if (await findsSomething(list, user, filters, text)) {
            const words = dropped.map((each) => each.typed).join(' ');
            suggestion.relaxed = { text, message: `Sin resultados con «${words}»: ver ${text}` };
            break;
          }
        }
      }
      return suggestion;
    },

    /**
     * Every match's id in the list's order, all pages: the export reads the same rows
     * the list pages through.
     */
    async matchingIds(list: SearchList, user: SessionUser, filters: SearchFilters): Promise<number[]> {
      const { query, found } = await findMatches(list, user, filters, 1);
      if (found.total === 0) return [];
      return allMatchingIds(db, query);
    },

    /** A public-catalogue visitor's search that found nothing (the catalogue searches its own text). */
    recordPublicMiss(companyId: number, text: string): Promise<void> {
      return recordMiss(companyId, null, 'public', text);
    },

    async search(
      list: SearchList,
      user: SessionUser,
      filters: SearchFilters,
      page: number,
    ): Promise<Page<SearchRow>> {
      const { found, terms } = await findMatches(list, user, filters, page);
      const { total, exact: totalExact, rows } = found;
      // Words that found nothing are what a customer asked for and the yard did not have: the
      // lost-demand report lists them (an identifier that matches nothing is a typo, not demand).
      if (total === 0 && page === 1 && terms.length > 0) {
        // The company's public catalogue searches as no one (id 0): a visitor's miss counts too.
        const visitor = user.id <= 0;
        await recordMiss(user.companyId, visitor ? null : user.id, visitor ? 'public' : list, filters.number);
      }
      const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const from = rows.length > 0 ? (page - 1) * PAGE_SIZE + 1 : null;
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          sale_price: row.sale_price,
          status_id: row.status_id,
          status: { id: row.status_id, name: row.status_name },
          ml_id: row.ml_id,
          ml_status: row.ml_status,
          ag_id: row.ag_id,
          store: row.store_name,
          store_id: row.store_id,
          store_ml: row.store_ml,
          location_id: row.location_id,
          location:
            row.location_id !== null && row.location_name
              ? { id: row.location_id, name: row.location_name }
              : null,
          url_thumbnail: mediaUrl(row.thumbnail_key),
        })),
        from,
        to: from === null ? null : from + rows.length - 1,
        total,
        total_exact: totalExact,
        per_page: PAGE_SIZE,
        current_page: page,
        last_page: lastPage,
      };
    },
  };
}
