import {
  buyChatUrl,
  cataloguePath,
  compatFilterKeys,
  formatYearRange,
  isPublicPartStatus,
  mlListingUrlId,
  PAGE_SIZE,
  partCode,
  partPath,
  previewDescription,
  publicAvailability,
  STATUS,
  searchWords,
  spanishWordForms,
  vehicleLabel,
} from '@yonke/domain';
import { searchFiltersSchema } from '@yonke/domain/schemas';
import sharp from 'sharp';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { mediaUrl } from '../../lib/media.ts';
import { createSearchService } from '../search/search.service.ts';
import * as queries from './public-pages.queries.ts';
import {
  cataloguePage,
  cleanText,
  layout,
  messagePage,
  type PartCard,
  partPage,
} from './public-pages.templates.ts';

export const PUBLIC_MESSAGES = {
  partNotFoundTitle: 'No encontramos esta autoparte',
  partNotFoundText:
    'El enlace puede estar incompleto, o la autoparte no está publicada en línea. Pregunta por ella directamente a la tienda que te compartió el enlace.',
  soldText: 'Ya se vendió',
  catalogueNotFoundTitle: 'Catálogo no encontrado',
  catalogueNotFoundText: 'Esta tienda no tiene un catálogo público, o la dirección no es correcta.',
  tooManyTitle: 'Demasiadas visitas en poco tiempo',
  tooManyText: 'Espera un momento y vuelve a intentarlo.',
} as const;

/** Link previews (WhatsApp, Facebook, Telegram) draw a 1.91:1 card; 1200×630 is what they ask for. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PREVIEW_QUALITY = 80;
/** The search service's longest useful text; more is cut rather than refused (this is a GET form). */
export const CATALOGUE_QUERY_MAX = 100;
/** Beyond this page a crawler is walking, not a buyer; the search's deep pages are the slow ones. */
export const CATALOGUE_MAX_PAGE = 200;
const SITEMAP_MAX_URLS = 50_000;
const SIMILAR_COUNT = 4;
const FACET_TTL_MS = 5 * 60_000;
const FACET_CACHE_MAX = 1000;
const SITE_NAME = 'Yonke';
export const STYLESHEET_PATH = '/p/tienda.css';

export interface RenderedPage {
  status: number;
  html: string;
}

export interface CatalogueQuery {
  q: string;
  make?: number;
  model?: number;
  year?: number;
  category?: number;
  sort: string;
  page: number;
}

function absolute(base: string, url: string): string {
  return new URL(url, `${base}/`).toString();
}

/** The derived preview file of a stored photo: same key, its own suffix (keys never change content). */
export function previewKey(storageKey: string): string {
  return `${storageKey.replace(/\.[A-Za-z0-9]+$/, '')}-og.jpg`;
}

/**
 * The search service serves signed-in users; the catalogue asks it as a user with no role in the
 * company: its own company's list, none of the staff filters (they are dropped for a user who
 * has no role that may use them), only Disponible.
 */
function catalogueSearchUser(companyId: number): SessionUser {
  return {
    id: 0,
    name: 'Catálogo público',
    email: '',
    avatarUrl: null,
    companyId,
    companyName: '',
    roles: [],
    sessionId: '',
  };
}

export function createPublicPagesService(deps: AppDeps) {
  const { db, storage } = deps;
  const search = createSearchService(deps);
  // The filter choices scan every available part of the company; they change slowly, so each
  // company's lists are reused for a few minutes instead of being read on every catalogue page.
  const facetCache = new Map<
    string,
    { expires: number; value: Awaited<ReturnType<typeof queries.catalogueFacets>> }
  >();
  async function companyFacets(companyId: number, makeId: number | undefined) {
    const key = `${companyId}:${makeId ?? ''}`;
    const hit = facetCache.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = await queries.catalogueFacets(db, companyId, makeId);
    if (facetCache.size >= FACET_CACHE_MAX) facetCache.clear();
    facetCache.set(key, { expires: Date.now() + FACET_TTL_MS, value });
    return value;
  }

  /**
   * The catalogue's parts for a query. Without words the search service answers (filters and
   * order only, nothing of a part's private fields can match). With words the catalogue searches
   * its own public text (public-pages.queries.ts): the staff search also matches shelves and
   * donor vehicles by their codes, which a buyer must not be able to list by.
   */
  async function catalogueMatches(companyId: number, query: CatalogueQuery) {
    const typed = searchWords(query.q);
    if (typed.length === 0) {
      const filters = searchFiltersSchema.parse({
        number: '',
        sort: query.sort,
        make: query.make,
        model: query.make === undefined ? undefined : query.model,
        category: query.category,
        years: query.year,
        status: [1],
      });
      return search.search('inventory', catalogueSearchUser(companyId), filters, query.page);
    }
    const model = query.make === undefined ? undefined : query.model;
    const base = {
      companyId,
      category: query.category,
      make: query.make,
      model,
      year: query.year,
      compatKeys: compatFilterKeys({
        make: query.make,
        model,
        years: query.year === undefined ? undefined : [query.year],
      }),
      sort: query.sort,
      offset: (query.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    };
    // Whole words (with singular and plural) first; only when they find nothing, anywhere in the
    // text (a word's start, "izq", or its middle).
    let result = await queries.catalogueTextSearch(db, {
      ...base,
      words: typed.map(spanishWordForms),
      match: 'words',
    });
    if (result.total === 0) {
      result = await queries.catalogueTextSearch(db, {
        ...base,
        words: typed.map((word) => [word]),
        match: 'fragments',
      });
    }
    if (result.total === 0 && query.page === 1) await search.recordPublicMiss(companyId, query.q);
    return {
      data: result.rows.map((row) => ({
        id: row.id,
        name: row.name,
        sale_price: row.sale_price,
        url_thumbnail: mediaUrl(row.thumbnail_key),
      })),
      total: result.total,
      total_exact: true,
      last_page: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    };
  }

  function stylesheet(version: string) {
    return `${STYLESHEET_PATH}?v=${version}`;
  }

  function notFoundPage(base: string, cssVersion: string, kind: 'part' | 'catalogue'): RenderedPage {
    const title =
      kind === 'part' ? PUBLIC_MESSAGES.partNotFoundTitle : PUBLIC_MESSAGES.catalogueNotFoundTitle;
    const text = kind === 'part' ? PUBLIC_MESSAGES.partNotFoundText : PUBLIC_MESSAGES.catalogueNotFoundText;
    return {
      status: 404,
      html: layout({
        meta: { title, description: text, canonicalUrl: base, noindex: true, siteName: SITE_NAME },
        stylesheet: stylesheet(cssVersion),
        header: { name: SITE_NAME },
        body: messagePage({ title, text }),
      }),
    };
  }

  function cards(
    base: string,
    rows: { id: number; name: string; price: number; thumbnail: string | null }[],
  ) {
    return rows.map(
      (row): PartCard => ({
        href: partPath('search', row.id, row.name),
        name: row.name,
        price: row.price,
        thumbnail: row.thumbnail ? absolute(base, row.thumbnail) : null,
      }),
    );
  }

  return {
    notFoundPage,

    tooManyRequestsPage(base: string, cssVersion: string): RenderedPage {
      return {
        status: 429,
        html: layout({
          meta: {
            title: PUBLIC_MESSAGES.tooManyTitle,
            description: PUBLIC_MESSAGES.tooManyText,
            canonicalUrl: base,
            noindex: true,
            siteName: SITE_NAME,
          },
          stylesheet: stylesheet(cssVersion),
          header: { name: SITE_NAME },
          body: messagePage({ title: PUBLIC_MESSAGES.tooManyTitle, text: PUBLIC_MESSAGES.tooManyText }),
        }),
      };
    },

    /** The buyer's page of a part; Incompleto, deleted and unknown parts are one and the same 404. */
    async partPage(id: number, base: string, cssVersion: string): Promise<RenderedPage> {
      const part = await queries.findPublicPart(db, id);
      // A company whose catalogue is off publishes nothing, not even that an id exists: its
      // parts answer exactly as an unknown id does (the page asks the buyer to contact the
      // store), so walking the ids cannot list its stock.
      if (!part?.companyCatalogue || !isPublicPartStatus(part.statusId)) {
        return notFoundPage(base, cssVersion, 'part');
      }
      const availability = publicAvailability(part.statusId);
      // A sold part says so and no more: what it sold for and its photos stay with the yard.
      const sold = part.statusId === STATUS.SOLD;
      const [images, similar, fits] = await Promise.all([
        sold ? Promise.resolve([]) : queries.listImages(db, id),
        queries.findSimilarParts(db, part, SIMILAR_COUNT),
        queries.listCompatibilities(db, id),
      ]);
      const canonicalUrl = absolute(base, partPath('search', part.id, part.name));
      const catalogueHref =
        part.companyCatalogue && part.companySlug ? cataloguePath(part.companySlug) : null;
      const years = [...part.years].sort((a, b) => a - b);
      const attributes: [string, string][] = [];
      const push = (label: string, value: string | null | undefined) => {
        if (value && value.trim() !== '') attributes.push([label, value]);
      };
      push('Marca', part.make);
      push('Modelo', part.model);
      push('Años', years.length > 0 ? formatYearRange(years) : null);
      push('Autoparte', part.category);
      push('Posición', part.position);
      push('Lado', part.side);
      push('Condición', part.condition);
      push('No. de parte', part.autopartNumber);
      // The extra vehicles the part fits, as the staff detail shows them (docs/product.md §10).
      push(
        'También le queda a',
        fits.map((fit) => vehicleLabel(fit.make, fit.model, fit.yearFrom, fit.yearTo)).join(', '),
      );
      const cover = images[0];
      const title = `${cleanText(part.name) || partCode(part.id)} · ${part.companyName}`;
      const description = sold
        ? [PUBLIC_MESSAGES.soldText, part.companyName, part.companyCity].filter(Boolean).join(' · ')
        : previewDescription({
            salePrice: part.salePrice,
            statusId: part.statusId,
            make: part.make,
            model: part.model,
            years,
            condition: part.condition,
            companyName: part.companyName,
            city: part.companyCity,
          });
      const body = partPage({
        id: part.id,
        name: part.name || partCode(part.id),
        price: sold ? null : part.salePrice,
        availability,
        images: images.map((image) => ({
          full: absolute(base, mediaUrl(image.storageKey) ?? ''),
          thumbnail: image.thumbnailKey ? absolute(base, mediaUrl(image.thumbnailKey) ?? '') : null,
        })),
        attributes,
        description: part.description,
        company: { name: part.companyName, city: part.companyCity, catalogueHref },
        buyUrl: availability.available ? buyChatUrl(part.companyPhone, part) : null,
        listingUrl:
          availability.available && part.mlId
            ? `https://articulo.mercadolibre.com.mx/${encodeURIComponent(mlListingUrlId(part.mlId))}`
            : null,
        similar: cards(
          base,
          similar.map((row) => ({
            id: row.id,
            name: row.name,
            price: row.salePrice,
            thumbnail: mediaUrl(row.thumbnailKey),
          })),
        ),
        loginHref: '/login',
      });
      return {
        status: 200,
        html: layout({
          meta: {
            title,
            description,
            canonicalUrl,
            type: 'product',
            siteName: part.companyName,
            noindex: sold,
            image: cover
              ? {
                  url: absolute(base, `/p/vista/${cover.id}.jpg`),
                  width: PREVIEW_WIDTH,
                  height: PREVIEW_HEIGHT,
                  alt: part.name,
                }
              : undefined,
          },
          stylesheet: stylesheet(cssVersion),
          header: { name: part.companyName, city: part.companyCity, href: catalogueHref },
          body,
        }),
      };
    },

    /**
     * The link-preview image of a photo: a 1200×630 JPEG of about 100 KB (the stored photos are
     * up to 1920 px at full quality, too heavy for WhatsApp's preview). Made once, then kept in
     * the storage next to the photo. Null when the photo is not on a public page.
     */
    async previewImage(imageId: number): Promise<Uint8Array<ArrayBuffer> | null> {
      const image = await queries.findPreviewImage(db, imageId);
      if (!image?.publicCatalogue || !isPublicPartStatus(image.statusId) || image.statusId === STATUS.SOLD) {
        return null;
      }
      const key = previewKey(image.storageKey);
      const stored = await storage.get(key);
      if (stored) return new Uint8Array(await new Response(stored.body).arrayBuffer());
      const original = await storage.get(image.storageKey);
      if (!original) return null;
      const bytes = new Uint8Array(await new Response(original.body).arrayBuffer());
      const preview = await sharp(bytes)
        // The whole part, on a light background: cropping a 4:3 photo to 1.91:1 cut parts in half.
        .resize({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fit: 'contain', background: '#f1f3f5' })
        .jpeg({ quality: PREVIEW_QUALITY, mozjpeg: true })
        .toBuffer();
      await storage.put(key, preview, 'image/jpeg');
      return new Uint8Array(preview.buffer as ArrayBuffer, preview.byteOffset, preview.byteLength);
    },

    /** A company's public catalogue: the search service over its available parts only. */
    async cataloguePage(
      slug: string,
      query: CatalogueQuery,
      base: string,
      cssVersion: string,
    ): Promise<RenderedPage> {
      const company = await queries.findCatalogueCompany(db, slug);
      if (!company?.slug) return notFoundPage(base, cssVersion, 'catalogue');
      const [found, facets] = await Promise.all([
        catalogueMatches(company.id, query),
        companyFacets(company.id, query.make),
      ]);
      const action = cataloguePath(company.slug);
      const pageHref = (page: number) => {
        const params = new URLSearchParams();
        if (query.q) params.set('q', query.q);
        if (query.make !== undefined) params.set('marca', String(query.make));
        if (query.model !== undefined && query.make !== undefined) params.set('modelo', String(query.model));
        if (query.year !== undefined) params.set('anio', String(query.year));
        if (query.category !== undefined) params.set('categoria', String(query.category));
        if (query.sort !== 'latest') params.set('orden', query.sort);
        if (page > 1) params.set('pagina', String(page));
        const text = params.toString();
        return text ? `${action}?${text}` : action;
      };
      const lastPage = Math.min(found.last_page, CATALOGUE_MAX_PAGE);
      const filtered =
        query.q !== '' ||
        query.make !== undefined ||
        query.year !== undefined ||
        query.category !== undefined ||
        query.sort !== 'latest';
      // Filtered and sorted lists are the same parts again: only the plain pages are canonical.
      const canonicalUrl = absolute(base, filtered ? action : pageHref(query.page));
      const title = `Autopartes usadas de ${company.name}${company.city ? ` en ${company.city}` : ''}`;
      const description = `${found.total} autopartes disponibles de ${company.name}${company.city ? `, ${company.city}` : ''}. Busca por marca, modelo, año y tipo de autoparte.`;
      return {
        status: 200,
        html: layout({
          meta: { title, description, canonicalUrl, siteName: company.name, noindex: filtered },
          stylesheet: stylesheet(cssVersion),
          header: { name: company.name, city: company.city, href: action },
          body: cataloguePage({
            companyName: company.name,
            action,
            query: {
              q: query.q,
              make: query.make,
              model: query.make === undefined ? undefined : query.model,
              year: query.year,
              category: query.category,
              sort: query.sort,
            },
            makes: facets.makes,
            models: facets.models,
            categories: facets.categories,
            cards: cards(
              base,
              found.data.map((row) => ({
                id: row.id,
                name: row.name,
                price: row.sale_price,
                thumbnail: row.url_thumbnail,
              })),
            ),
            total: found.total,
            totalExact: found.total_exact !== false,
            page: query.page,
            lastPage,
            pageHref,
          }),
        }),
      };
    },

    /** sitemap.xml of one catalogue; null when the catalogue is off or unknown. */
    async sitemap(slug: string, base: string): Promise<string | null> {
      const company = await queries.findCatalogueCompany(db, slug);
      if (!company?.slug) return null;
      const rows = await queries.sitemapParts(db, company.id, SITEMAP_MAX_URLS - 1);
      const xml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
      const urls = [
        `<url><loc>${xml(absolute(base, cataloguePath(company.slug)))}</loc></url>`,
        ...rows.map(
          (row) =>
            `<url><loc>${xml(absolute(base, partPath('search', row.id, row.name)))}</loc><lastmod>${new Date(row.updatedAt).toISOString()}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    /** robots.txt: the staff app is not for crawlers; each open catalogue's sitemap is listed. */
    async robots(base: string): Promise<string> {
      const rows = await queries.listCatalogueCompanies(db);
      const lines = [
        'User-agent: *',
        'Allow: /autopart/',
        'Allow: /tienda/',
        'Allow: /p/',
        'Allow: /media/',
        'Disallow: /',
        '',
        ...rows
          .filter((row) => row.slug)
          .map((row) => `Sitemap: ${absolute(base, `${cataloguePath(row.slug ?? '')}/sitemap.xml`)}`),
      ];
      return `${lines.join('\n')}\n`;
    },
  };
}

export type PublicPagesService = ReturnType<typeof createPublicPagesService>;
