import { readFileSync } from 'node:fs';
import path from 'node:path';
import { conditionValueId, isPublicHttpsUrl, normalizeQuestionStatus } from '@yonke/domain';
import { describe, expect, it } from 'vitest';
import { ORDER_RESOURCE, QUESTION_RESOURCE } from '../marketplace/notifications.job.ts';
import { notificationSchema } from '../marketplace/notifications.routes.ts';
import { pkceChallenge } from '../marketplace-accounts/oauth-state.ts';
import { USER_PRODUCT_SELLER_TAG } from '../marketplace-accounts/seller-model.ts';
import { compatibilityRequest, positionRestrictions } from '../marketplace-catalogue/catalog.service.ts';
import {
  type ListingSource,
  listingDescription,
  listingUpdatePayload,
  newListingPayload,
  sellerReference,
} from './listing-payload.ts';
import { isSold } from './remote-item.ts';

// Each call the product makes, checked against the verbatim example of the documentation page it
// follows (apps/api/test/fake-ml/examples, copied from the documentation; SOURCES.md there names
// each page), never against the fake's own answers. A page with no captured example is quoted
// inline with its address.

const EXAMPLES = path.resolve(import.meta.dirname, '../../../test/fake-ml/examples');

/**
 * Closes what a documentation block left open: a closer that does not match the open bracket
 * first closes the ones in between, and the end closes the rest (the examples drop a brace or a
 * bracket where they cut the block).
 */
function balance(text: string): string {
  const stack: string[] = [];
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      while (stack.length > 0 && stack.at(-1) !== ch) out += stack.pop();
      stack.pop();
    }
    out += ch;
  }
  return out + stack.reverse().join('');
}

/**
 * The JSON of a documentation example: the docs wrap it in curl calls and cut it with ellipses,
 * comments («/* … *\/», «--- …») and dropped commas or braces; those are undone here, nothing else.
 */
// biome-ignore lint/suspicious/noExplicitAny: the documentation's examples have no type of ours
function example(file: string): any {
  let text = readFileSync(path.join(EXAMPLES, file), 'utf8');
  text = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)---\s.*$/gm, '$1')
    .replace(/(^|[\s,])\/\/[^\n"]*$/gm, '$1');
  const start = text.search(/[[{]/);
  text = text.slice(start);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  text = text.slice(0, end + 1);
  text = text
    .replace(/\[\s*(…|\.\.\.|0+)\s*\]/g, '[]')
    .replace(/\{\s*(…|\.\.\.)\s*\}/g, '{}')
    .replace(/^\s*(…|\.+)\s*,?\s*$/gm, '')
    .replace(/,\s*(…|\.\.\.)\s*(?=[}\]])/g, '')
    // An object of a list whose closing brace was dropped: a value followed by the next «{».
    .replace(/("|\d|true|false|null)\s*\n(\s*)\{/g, '$1\n$2},{')
    .replace(/("|\d|true|false|null|[}\]])\s*\n(\s*["{])/g, '$1,\n$2');
  text = balance(text)
    .replace(/,(\s*[}\]])/g, '$1')
    .replace(/,\s*,/g, ',');
  return JSON.parse(text);
}

const keys = (value: object) => Object.keys(value).sort();

const part: ListingSource = {
  id: 42,
  name: 'Faro delantero izquierdo Nissan Versa 2016',
  description: 'Faro original.\nSin golpes.',
  autopartNumber: '26060-3AW0A',
  salePrice: 1850,
  years: [2015, 2016, 2017],
  categoryId: 71,
  categoryMlId: 'MLM194238',
  makeName: 'Nissan',
  modelName: 'Versa',
  conditionName: 'Nuevo',
  originName: 'Original',
  positionName: 'Delantera',
  sideName: 'Izquierda',
  bulbTechName: 'Halógeno',
  bulbPosName: null,
  shippingTypeId: 2,
  includesMirror: null,
  pictures: [{ mlPictureId: null, url: 'https://yonke.example.com/media/parts/42/a.jpg' }],
};

describe('POST /items (docs "Precio por variación" and "Publica productos")', () => {
  const documentedUp = example('items_post_user_products_request_azul.txt');
  const documentedLegacy = example('items_post_legacy_request.txt');
  const documentedItem = example('item_get_response.txt');
  const documentedAnswer = example('items_post_user_products_response.txt');
  // Fields of an item the documentation shows (request or item) that our body may carry.
  const itemFields = new Set([
    ...keys(documentedUp),
    ...keys(documentedLegacy),
    ...keys(documentedItem),
    ...keys(documentedAnswer),
  ]);

  it('a user-products seller sends family_name and no title, as the documented request', () => {
    const body = newListingPayload(part, { userProductSeller: true, conditionValueId: '2230284' });
    expect(documentedUp).toHaveProperty('family_name');
    expect(documentedUp).not.toHaveProperty('title');
    expect(body).toHaveProperty('family_name');
    expect(body).not.toHaveProperty('title');
    for (const key of keys(body)) expect(itemFields.has(key), key).toBe(true);
    expect(body.currency_id).toBe(documentedUp.currency_id);
    expect(body.listing_type_id).toBe(documentedUp.listing_type_id);
    expect(body.buying_mode).toBe(documentedUp.buying_mode);
    // Attributes as the documented ones: an id and a value_name, or a list value's id.
    for (const attribute of body.attributes) {
      const shape = keys(attribute);
      expect([
        ['id', 'value_name'],
        ['id', 'value_id'],
      ]).toContainEqual(shape);
    }
    for (const attribute of documentedUp.attributes) expect(keys(attribute)).toEqual(['id', 'value_name']);
  });

  it('a classic seller sends a title, as the documented legacy request', () => {
    const body = newListingPayload(part, { userProductSeller: false, conditionValueId: '2230284' });
    expect(documentedLegacy).toHaveProperty('title');
    expect(body).toHaveProperty('title');
    expect(body).not.toHaveProperty('family_name');
    for (const key of keys(body)) expect(itemFields.has(key), key).toBe(true);
    expect(keys(body.pictures[0] ?? {})).toEqual(keys(documentedLegacy.pictures[0]));
  });

  it('ITEM_CONDITION goes as the list value id the documented item carries for «Nuevo»', () => {
    const documented = documentedItem.attributes.find((a: { id: string }) => a.id === 'ITEM_CONDITION');
    expect(documented).toMatchObject({ value_id: '2230284', value_name: 'Nuevo' });
    const values = example('user_products_get_response.txt')
      .attributes.find((a: { id: string }) => a.id === 'ITEM_CONDITION')
      .values.map((v: { id: string; name: string }) => ({ id: v.id, name: v.name }));
    expect(conditionValueId('Nuevo', values)).toBe(documented.value_id);
    // A condition the category's list does not have is not guessed.
    expect(conditionValueId('Reconstruido', values)).toBeUndefined();
    const body = newListingPayload(part, { userProductSeller: true, conditionValueId: documented.value_id });
    expect(body.attributes).toContainEqual({ id: 'ITEM_CONDITION', value_id: '2230284' });
  });

  it('handles the documented answer: the id, status and pictures we keep', () => {
    const answer = example('items_post_user_products_response.txt');
    expect(answer.id).toMatch(/^MLM\d+$/);
    expect(answer.status).toBe('active');
    expect(answer.family_name).toBeTruthy();
    expect(answer).toHaveProperty('user_product_id');
    expect(answer).toHaveProperty('seller_custom_field');
    expect(isSold(answer)).toBe(false);
    expect(Array.isArray(answer.pictures)).toBe(true);
  });

  it('picture sources: the documented example is a public mlstatic host; ours must be public https', () => {
    const source = documentedLegacy.pictures[0].source as string;
    // The documentation's example is plain http; the guard asks for https (what PUBLIC_URL must be).
    expect(source.startsWith('http://')).toBe(true);
    expect(isPublicHttpsUrl(source.replace('http://', 'https://'))).toBe(true);
    expect(isPublicHttpsUrl('http://localhost:3000/media/parts/1/a.jpg')).toBe(false);
    expect(isPublicHttpsUrl('https://192.168.1.20/media/a.jpg')).toBe(false);
    expect(isPublicHttpsUrl('https://yonke.example.com/media/a.jpg')).toBe(true);
  });
});

describe('PUT /items/{id} (docs "Sincroniza y modifica publicaciones")', () => {
  it('sends only documented item fields and no title for a user-products seller', () => {
    const remote = example('item_get_response.txt');
    const fields = new Set(keys(remote));
    const body = listingUpdatePayload(part, { ...remote, sold_quantity: 0 }, 'active', {
      userProductSeller: true,
      conditionValueId: '2230284',
    });
    expect(body).not.toHaveProperty('title');
    for (const key of keys(body)) expect(fields.has(key), key).toBe(true);
    expect(
      listingUpdatePayload(part, remote, 'closed', { userProductSeller: true, conditionValueId: null }),
    ).toEqual({
      status: 'closed',
    });
  });
});

describe('descriptions (docs "Descripción de artículos", developers.mercadolibre.com.mx)', () => {
  // «curl -X POST … -d {"plain_text":"Descripción con Texto Plano \n"} …/items/$ITEM_ID/description»
  it('sends plain_text only, without HTML', () => {
    const body = { plain_text: listingDescription({ description: '<b>Faro</b>\nOriginal' }) };
    expect(keys(body)).toEqual(['plain_text']);
    expect(body.plain_text).toBe('Faro\nOriginal');
  });
});

describe('GET /users/{id} and items search (docs "Precio por variación", "Búsqueda de ítems")', () => {
  it('reads the user_product_seller tag the documented answer carries', () => {
    // The documented answer: {"id":206946886,…,"tags":["normal","test_user","user_info_verified","user_product_seller"]}
    const documented = {
      id: 206946886,
      tags: ['normal', 'test_user', 'user_info_verified', 'user_product_seller'],
    };
    expect(documented.tags).toContain(USER_PRODUCT_SELLER_TAG);
  });

  it('our reference goes in seller_custom_field, the field the `sku` parameter searches', () => {
    const body = newListingPayload(part, { userProductSeller: true, conditionValueId: null });
    expect(body.seller_custom_field).toBe(sellerReference(part.id));
    expect(example('items_post_user_products_response.txt')).toHaveProperty('seller_custom_field');
  });
});

describe('POST /items/{id}/compatibilities (docs "Compatibilidades entre ítems y productos")', () => {
  const byDomain = example('compat_post_by_domain_request_MLM.txt');
  const byProduct = example('compat_post_by_product_request.txt');

  it('families by domain and attributes with positions as restrictions, as the MLM example', () => {
    const restrictions = positionRestrictions('Delantera', 'Izquierda');
    const body = compatibilityRequest([{ key: 'F', brandId: '60249', modelId: '8240568', year: 2010 }], {
      restrictions,
    });
    const [family] = body.products_families ?? [];
    const [documented] = byDomain.products_families;
    for (const key of keys(family ?? {})) expect(keys(documented), key).toContain(key);
    expect(family?.domain_id).toBe(documented.domain_id);
    for (const attribute of family?.attributes ?? []) {
      const shape = keys(attribute);
      expect([
        ['id', 'value_id'],
        ['id', 'value_name'],
      ]).toContainEqual(shape);
    }
    expect(family?.attributes.find((a) => a.id === 'YEAR')).toEqual({ id: 'YEAR', value_name: '2010' });
    const documentedRestriction = documented.restrictions[0];
    expect(keys(restrictions[0] ?? {})).toEqual(keys(documentedRestriction));
    expect(restrictions[0]?.attribute_id).toBe('POSITION');
    // One combination: front and left of the same vehicle.
    expect(restrictions[0]?.attribute_values).toEqual([
      { values: [{ value_name: 'Delantero' }, { value_name: 'Izquierdo' }] },
    ]);
  });

  it('products by id, as the documented example', () => {
    const body = compatibilityRequest([{ key: 'P', product: 'MLM15870230' }], { note: 'Izquierda' });
    const [product] = body.products ?? [];
    for (const key of keys(product ?? {})) expect(keys(byProduct.products[0]), key).toContain(key);
  });

  it('the vehicles search answer: the year is read as the example (MLB, VEHICLE_YEAR) names it, or YEAR (MLM)', () => {
    const answer = example('autoparts_vehicles_search_response.txt');
    const first = answer.results[0];
    const year = first.attributes.find((a: { id: string }) => a.id === 'VEHICLE_YEAR' || a.id === 'YEAR');
    expect(year.value_name).toMatch(/^\d{4}$/);
    expect(typeof answer.total).toBe('number');
  });

  it('top values answer: id and name, which we match by name', () => {
    const brands = example('autoparts_top_values_brand_response.txt');
    expect(brands.find((b: { name: string }) => b.name === 'Volkswagen')?.id).toBe('60249');
  });
});

describe('questions and answers (docs "Gestiona preguntas y respuestas")', () => {
  it('reads the documented statuses, DISABLED included', () => {
    const question = example('questions_get_by_id_response.json');
    expect(normalizeQuestionStatus(question.status)).toBe('ANSWERED');
    expect(normalizeQuestionStatus('DISABLED')).toBe('DISABLED');
    const search = example('questions_search_by_seller_response.txt');
    for (const entry of search.questions) expect(normalizeQuestionStatus(entry.status)).toBe(entry.status);
    expect(typeof search.questions[0].id).toBe('number');
  });

  it('answers with question_id and text, as the documented request', () => {
    const documented = example('answers_post_request.txt');
    const ours = { question_id: 3957150025, text: 'Sí, le queda.' };
    expect(keys(ours)).toEqual(keys(documented));
  });
});

describe('notifications (docs "Recibe notificaciones")', () => {
  it('accepts the documented items and questions notifications', () => {
    for (const file of ['notification_items.json', 'notification_questions.json']) {
      const parsed = notificationSchema.safeParse(example(file));
      expect(parsed.success, file).toBe(true);
    }
    const questions = example('notification_questions.json');
    expect(QUESTION_RESOURCE.test(questions.resource)).toBe(true);
  });

  it('reads missed_feeds messages and order lines as documented', () => {
    const missed = example('notifications_missed_feeds_response.txt');
    expect(missed.messages[0]).toMatchObject({ topic: expect.any(String), resource: expect.any(String) });
    expect(ORDER_RESOURCE.test('/orders/2000003508419013')).toBe(true);
    const order = example('orders_get_response_short.txt');
    expect(order.order_items[0].item.id).toMatch(/^ML[A-Z]\d+$/);
  });
});

describe('OAuth (docs "Autenticación y autorización")', () => {
  it('PKCE S256: the challenge is BASE64URL(SHA256(verifier)), RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
