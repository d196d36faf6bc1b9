import { formatMoney, formatNumber, pageWindow, partCode } from '@yonke/domain';
import { html, raw } from 'hono/html';

// Server-rendered pages for buyers (docs/decisions/006-public-pages.md): no JavaScript at all, one small
// stylesheet. Every value goes through hono's `html` tag, which escapes & < > " ' in text and attributes;
// `raw` is used only for markup this file writes itself.

type Html = ReturnType<typeof html>;

/** Templates here never hold promises, so the markup is always ready as a string. */
function toText(markup: Html): string {
  if (markup instanceof Promise) throw new Error('public page templates must be synchronous');
  return markup.toString();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text from the database may hold NUL bytes or lone surrogates; neither belongs in a page. */
export function cleanText(value: string | null | undefined): string {
  // Control characters other than tab and line breaks (a description keeps its lines).
  return (value ?? '').replace(LONE_SURROGATE, '\uFFFD').replace(/[^\P{Cc}\t\n\r]/gu, '');
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page, for canonical and og:url. */
  canonicalUrl: string;
  image?: { url: string; width: number; height: number; alt: string };
  /** Pages that should not be in search engines (a company whose catalogue is off). */
  noindex?: boolean;
  type?: 'product' | 'website';
  siteName: string;
}

export interface LayoutOptions {
  meta: PageMeta;
  stylesheet: string;
  header: { name: string; city?: string | null; href?: string | null };
  body: Html;
}

export function layout({ meta, stylesheet, header, body }: LayoutOptions): string {
  const title = cleanText(meta.title);
  const description = cleanText(meta.description);
  const page = html`<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
${meta.noindex ? html`<meta name="robots" content="noindex">` : ''}
<link rel="canonical" href="${meta.canonicalUrl}">
<meta property="og:type" content="${meta.type ?? 'website'}">
<meta property="og:site_name" content="${cleanText(meta.siteName)}">
<meta property="og:locale" content="es_MX">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${meta.canonicalUrl}">
${
  meta.image
    ? html`<meta property="og:image" content="${meta.image.url}">
<meta property="og:image:secure_url" content="${meta.image.url}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="${meta.image.width}">
<meta property="og:image:height" content="${meta.image.height}">
<meta property="og:image:alt" content="${cleanText(meta.image.alt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${meta.image.url}">`
    : html`<meta name="twitter:card" content="summary">`
}
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<header class="top">
  ${header.href ? html`<a class="brand" href="${header.href}">${cleanText(header.name)}</a>` : html`<span class="brand">${cleanText(header.name)}</span>`}
  ${header.city ? html`<span class="city">${cleanText(header.city)}</span>` : ''}
</header>
<main>
${body}
</main>
</body>
</html>`;
  return toText(page);
}

// --- Part page ---

export interface PartPageImage {
  full: string;
  thumbnail: string | null;
}

export interface PartCard {
  href: string;
  name: string;
  price: number;
  thumbnail: string | null;
}

export interface PartPageView {
  id: number;
  name: string;
  /** Null for a sold part: what it sold for is not the buyer's business. */
  price: number | null;
  availability: { available: boolean; label: string };
  images: PartPageImage[];
  attributes: [label: string, value: string][];
  description: string | null;
  company: { name: string; city: string | null; catalogueHref: string | null };
  buyUrl: string | null;
  listingUrl: string | null;
  similar: PartCard[];
  loginHref: string;
}

function gallery(view: PartPageView): Html {
  if (view.price === null) return html``;
  if (view.images.length === 0) {
    return html`<div class="gallery empty"><span>Sin fotos</span></div>`;
  }
  const name = cleanText(view.name);
  // Each photo links to its full-size file: the phone opens it on its own and pinch-zoom works
  // there, with no script on this page. The thumbnails jump to a photo of the strip.
  return html`<section class="gallery" aria-label="Fotos">
  <div class="strip">
    ${view.images.map(
      (
        image,
        index,
      ) => html`<a id="foto-${index + 1}" class="slide" href="${image.full}" aria-label="Abrir la foto ${index + 1} de ${view.images.length} en tamaño completo">
      <img src="${image.full}" alt="${name} (foto ${index + 1})" ${index === 0 ? '' : raw('loading="lazy"')} decoding="async">
    </a>`,
    )}
  </div>
  ${
    view.images.length > 1
      ? html`<nav class="thumbs" aria-label="Elegir foto">
    ${view.images.map(
      (image, index) =>
        html`<a href="#foto-${index + 1}" aria-label="Ver la foto ${index + 1}"><img src="${image.thumbnail ?? image.full}" alt="" loading="lazy" decoding="async"></a>`,
    )}
  </nav>`
      : ''
  }
  <p class="hint">Toca una foto para verla completa y hacer zoom.</p>
</section>`;
}

export function partCards(cards: PartCard[]): Html {
  return html`<ul class="cards">
  ${cards.map(
    (card) => html`<li><a class="card" href="${card.href}">
      ${card.thumbnail ? html`<img src="${card.thumbnail}" alt="" loading="lazy" decoding="async" width="480" height="360">` : html`<span class="noimg">Sin foto</span>`}
      <span class="card-name">${cleanText(card.name)}</span>
      <span class="card-price">${card.price > 0 ? formatMoney(card.price) : 'Precio a consultar'}</span>
    </a></li>`,
  )}
</ul>`;
}

export function partPage(view: PartPageView): Html {
  const { availability } = view;
  return html`<article class="part">
  ${gallery(view)}
  <section class="summary">
    <p class="code">${partCode(view.id)} <span class="badge ${availability.available ? 'ok' : 'off'}">${availability.label}</span></p>
    <h1>${cleanText(view.name)}</h1>
    ${view.price === null ? '' : html`<p class="price">${view.price > 0 ? formatMoney(view.price) : 'Precio a consultar'}</p>`}
    ${
      availability.available
        ? html`<div class="buy">
      ${view.buyUrl ? html`<a class="button whatsapp" href="${view.buyUrl}" rel="noopener">Comprar por WhatsApp</a>` : html`<p class="notice">Pregunta por esta autoparte directamente con ${cleanText(view.company.name)}.</p>`}
      ${view.listingUrl ? html`<a class="button ml" href="${view.listingUrl}" rel="noopener">Ver en Mercado Libre</a>` : ''}
    </div>`
        : view.price === null
          ? html`<p class="unavailable"><strong>Ya se vendió.</strong>${view.similar.length > 0 ? ' Mira estas otras disponibles:' : ''}</p>`
          : html`<p class="unavailable">Esta autoparte está <strong>${availability.label.toLowerCase()}</strong>.${view.similar.length > 0 ? ' Mira estas otras disponibles:' : ''}</p>`
    }
    ${
      view.attributes.length > 0
        ? html`<dl class="attributes">
      ${view.attributes.map(([label, value]) => html`<div><dt>${label}</dt><dd>${cleanText(value)}</dd></div>`)}
    </dl>`
        : ''
    }
    <p class="seller">Vende <strong>${cleanText(view.company.name)}</strong>${view.company.city ? html`, ${cleanText(view.company.city)}` : ''}${view.company.catalogueHref ? html` · <a href="${view.company.catalogueHref}">Ver más autopartes</a>` : ''}</p>
  </section>
  ${view.description ? html`<section class="description"><h2>Descripción</h2><p>${cleanText(view.description)}</p></section>` : ''}
</article>
${
  view.similar.length > 0
    ? html`<section class="similar" aria-labelledby="similares"><h2 id="similares">${availability.available ? 'Otras autopartes similares' : 'Autopartes similares disponibles'}</h2>${partCards(view.similar)}</section>`
    : ''
}
<footer class="foot"><a href="${view.loginHref}">¿Trabajas en ${cleanText(view.company.name)}? Entra al sistema</a></footer>`;
}

// --- Catalogue ---

export interface Option {
  id: number;
  name: string;
}

export interface CataloguePageView {
  companyName: string;
  action: string;
  query: { q: string; make?: number; model?: number; year?: number; category?: number; sort: string };
  makes: Option[];
  models: Option[];
  categories: Option[];
  cards: PartCard[];
  total: number;
  totalExact: boolean;
  page: number;
  lastPage: number;
  pageHref: (page: number) => string;
}

const SORT_OPTIONS: [string, string][] = [
  ['latest', 'Más recientes'],
  ['pricetolow', 'Menor precio'],
  ['pricetohigh', 'Mayor precio'],
  ['atoz', 'Nombre (A-Z)'],
];

function select(
  name: string,
  label: string,
  options: Option[],
  selected: number | undefined,
  empty: string,
): Html {
  return html`<label>${label}
    <select name="${name}">
      <option value="">${empty}</option>
      ${options.map((option) => html`<option value="${option.id}"${option.id === selected ? raw(' selected') : ''}>${cleanText(option.name)}</option>`)}
    </select>
  </label>`;
}

export function cataloguePage(view: CataloguePageView): Html {
  const { query } = view;
  const pages = pageWindow(view.page, view.lastPage);
  const count = `${view.totalExact ? '' : 'Aprox. '}${formatNumber(view.total)} ${view.total === 1 ? 'autoparte disponible' : 'autopartes disponibles'}`;
  return html`<h1 class="catalogue-title">Catálogo de ${cleanText(view.companyName)}</h1>
<form class="filters" method="get" action="${view.action}" role="search">
  <label class="search">Buscar
    <input type="search" name="q" value="${query.q}" maxlength="100" placeholder="Ej. puerta delantera jetta 2015" enterkeyhint="search">
  </label>
  ${select('marca', 'Marca', view.makes, query.make, 'Todas')}
  ${view.models.length > 0 ? select('modelo', 'Modelo', view.models, query.model, 'Todos') : ''}
  <label>Año
    <input type="number" name="anio" inputmode="numeric" min="1900" max="2100" value="${query.year ?? ''}">
  </label>
  ${select('categoria', 'Autoparte', view.categories, query.category, 'Todas')}
  <label>Orden
    <select name="orden">
      ${SORT_OPTIONS.map(([value, label]) => html`<option value="${value}"${value === query.sort ? raw(' selected') : ''}>${label}</option>`)}
    </select>
  </label>
  <div class="actions"><button type="submit" class="button">Buscar</button><a class="clear" href="${view.action}">Limpiar</a></div>
</form>
<p class="count" role="status">${count}</p>
${
  view.cards.length > 0
    ? partCards(view.cards)
    : html`<div class="empty-state"><p><strong>No encontramos lo que buscas</strong></p><p>Inténtalo con otros filtros.</p></div>`
}
${
  view.lastPage > 1
    ? html`<nav class="pagination" aria-label="Páginas">
  ${view.page > 1 ? html`<a rel="prev" href="${view.pageHref(view.page - 1)}">Anterior</a>` : html`<span class="disabled">Anterior</span>`}
  ${pages.map((n) => (n === view.page ? html`<span class="current" aria-current="page">${n}</span>` : html`<a href="${view.pageHref(n)}">${n}</a>`))}
  ${view.page < view.lastPage ? html`<a rel="next" href="${view.pageHref(view.page + 1)}">Siguiente</a>` : html`<span class="disabled">Siguiente</span>`}
</nav>`
    : ''
}`;
}

// --- Messages ---

export function messagePage(options: { title: string; text: string; homeHref?: string }): Html {
  return html`<section class="message">
  <h1>${options.title}</h1>
  <p>${options.text}</p>
  ${options.homeHref ? html`<p><a class="button" href="${options.homeHref}">Ir al inicio</a></p>` : ''}
</section>`;
}
