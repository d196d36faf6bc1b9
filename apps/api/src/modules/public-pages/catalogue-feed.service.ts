import { randomBytes } from 'node:crypto';
import { CATALOGUE_FEED_LIMITS, cataloguePath, feedLine, metaFeedItem, partPath } from '@yonke/domain';
import type { MetaFeedSettings } from '@yonke/domain/schemas';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { mediaUrl } from '../../lib/media.ts';
import { FEED_TAIL, feedHead, feedItem } from './catalogue-feed.xml.ts';
import * as queries from './public-pages.queries.ts';

export const FEED_MESSAGES = {
  companyNotFound: 'No encontramos la empresa.',
} as const;

/** The secret part of a feed address: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function feedPath(token: string): string {
  return `/p/meta/${token}.xml`;
}

/** Meta's crawler names itself so (https://developers.facebook.com/docs/sharing/webmasters/web-crawlers). */
const META_AGENT = /facebookexternalhit|facebookcatalog|meta-externalagent/i;

function absolute(base: string, url: string): string {
  return new URL(url, `${base}/`).toString();
}

export type FeedCompany = NonNullable<Awaited<ReturnType<typeof queries.findFeedCompany>>>;

export function createCatalogueFeedService({ db }: AppDeps) {
  // Per process, the last time a read was written: most reads skip even the conditional update.
  const recorded = new Map<number, number>();

  function photoUrl(base: string, key: string): string {
    // The additional photos are one comma-separated field: a comma inside a URL is escaped.
    return absolute(base, mediaUrl(key) ?? '').replaceAll(',', '%2C');
  }

  async function settingsOf(companyId: number, base: string): Promise<MetaFeedSettings> {
    const row = await queries.findFeedSettings(db, companyId);
    if (!row) throw notFound(FEED_MESSAGES.companyNotFound);
    const counts = await queries.feedCounts(db, companyId);
    return {
      company_id: companyId,
      url: absolute(base, feedPath(row.token)),
      active: row.publicCatalogue,
      read_at: row.readAt ? new Date(row.readAt).toISOString() : null,
      read_by_meta: row.readAgent === null ? null : META_AGENT.test(row.readAgent),
      items: counts.items,
      without_photo: counts.without_photo,
      without_price: counts.without_price,
    };
  }

  function checkAccess(user: SessionUser, companyId: number | null): number {
    if (!userCan(user, 'managePublicCatalogue')) throw forbidden();
    // Another company answers like a missing one (role 2 sees only its own).
    if (companyId === null || !inCompanyScope(user, companyId)) {
      throw notFound(FEED_MESSAGES.companyNotFound);
    }
    return companyId;
  }

  return {
    /** The company of a feed address; null for a malformed, unknown or closed one (all a 404). */
    async open(token: string): Promise<FeedCompany | null> {
      if (!FEED_TOKEN_PATTERN.test(token)) return null;
      return (await queries.findFeedCompany(db, token)) ?? null;
    },

    /**
     * Notes that the feed was read, at most every CATALOGUE_FEED_LIMITS.readRecordMs per company
     * (the SQL condition keeps that across processes). A failure here never fails the feed.
     */
    async recordRead(company: FeedCompany, userAgent: string | undefined): Promise<void> {
      const now = Date.now();
      const last = Math.max(recorded.get(company.id) ?? 0, company.feedReadAt?.getTime() ?? 0);
      if (now - last < CATALOGUE_FEED_LIMITS.readRecordMs) return;
      recorded.set(company.id, now);
      const agent = feedLine(userAgent).slice(0, 200);
      await queries
        .recordFeedRead(db, company.id, agent, CATALOGUE_FEED_LIMITS.readRecordMs)
        .catch((error) => logger.warn({ err: error, companyId: company.id }, 'feed read not recorded'));
    },

    /**
     * Writes the whole feed through `write`, page by page, from one REPEATABLE READ snapshot:
     * parts sold or changed while it is being read change nothing in it, and none appears twice
     * or goes missing. `write` waits while the client is slow, so at most one page is in memory.
     * Returns the number of items written.
     */
    async write(
      company: FeedCompany,
      base: string,
      write: (chunk: string) => Promise<void>,
    ): Promise<number> {
      const catalogueUrl = company.slug ? absolute(base, cataloguePath(company.slug)) : `${base}/`;
      return db.transaction(
        async (tx) => {
          // The snapshot is taken by the first query, not by BEGIN: the first page is read
          // before anything is sent, so whatever a client has received comes from the snapshot.
          let rows = await queries.feedPage(tx, company.id, 0, CATALOGUE_FEED_LIMITS.pageSize);
          await write(
            feedHead({
              title: company.name,
              link: catalogueUrl,
              description: `Autopartes de ${[company.name, company.city].filter(Boolean).join(', ')}`,
            }),
          );
          let count = 0;
          while (rows.length > 0) {
            let chunk = '';
            for (const row of rows) {
              const item = metaFeedItem(
                { ...row, fits: row.fits ?? [] },
                {
                  link: absolute(base, partPath('search', row.id, row.name)),
                  images: (row.images ?? []).map((key) => photoUrl(base, key)),
                },
              );
              chunk += feedItem(item);
            }
            await write(chunk);
            count += rows.length;
            const last = rows[rows.length - 1]?.id;
            rows =
              rows.length < CATALOGUE_FEED_LIMITS.pageSize || last === undefined
                ? []
                : await queries.feedPage(tx, company.id, last, CATALOGUE_FEED_LIMITS.pageSize);
          }
          await write(FEED_TAIL);
          return count;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** The settings screen's view of the feed: address, last read, what it holds. */
    async settings(user: SessionUser, companyId: number | null, base: string): Promise<MetaFeedSettings> {
      return settingsOf(checkAccess(user, companyId), base);
    },

    /** A new address; the old one answers 404 from now on (a leaked address is closed). */
    async regenerate(user: SessionUser, companyId: number | null, base: string): Promise<MetaFeedSettings> {
      const id = checkAccess(user, companyId);
      if (!(await queries.replaceFeedToken(db, id, newFeedToken()))) {
        throw notFound(FEED_MESSAGES.companyNotFound);
      }
      recorded.delete(id);
      return settingsOf(id, base);
    },
  };
}

export type CatalogueFeedService = ReturnType<typeof createCatalogueFeedService>;
