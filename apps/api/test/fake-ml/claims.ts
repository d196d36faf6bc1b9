// The fake marketplace's claims and returns. Pages:
//   - Trabajar con reclamos (https://developers.mercadolibre.com.hn/es_ar/api-docs-es/trabajar-con-reclamos;
//     the same page for MLM under developers.mercadolibre.com.mx): GET /post-purchase/v1/claims/search
//     with the filters id, type, stage, status, resource, resource_id, reason_id, site_id,
//     players.role, players.user_id, parent_id, date_created, order_id, last_updated, offset, limit;
//     the answer is {paging {offset, limit (30), total}, data [claims]}. A claim has id, type
//     (mediations, cancel_purchase, return…), stage (claim, dispute, recontact, none), status
//     (opened, closed), resource (order, shipment, payment, purchase) and resource_id, reason_id,
//     players [{role complainant/respondent/mediator, type, user_id, available_actions [{action,
//     due_date, mandatory}]}], resolution {reason, date_created, benefited, closed_by}, site_id,
//     date_created, last_updated.
//   - Notificaciones (https://developers.mercadolibre.com.ve/es_ar/productos-recibe-notificaciones,
//     «Post Purchase»): topic post_purchase with actions ["claims"] or ["claims_actions"] and
//     resource /post-purchase/v1/claims/{id} (the prefix is sent since the page's «Importante»).
//   - Get claim details (https://www.mercadopago.com.mx/developers/en/reference/claims/get-claim-details/get):
//     GET /post-purchase/v1/claims/{claim_id}.
//   - Get the reason for the claim (https://www.mercadopago.com.mx/developers/en/reference/claims/get-reason-for-claim/get):
//     GET /post-purchase/v1/claims/reasons/{reason_id} → {id, flow, name, detail, position, filter,
//     settings}; reason families PNR (not received), PDD (different or defective), CS (cancellation).
//   - Gestionar devoluciones (https://developers.mercadolibre.com.hn/gestionar-devoluciones) and
//     Trabajar con devoluciones (https://developers.mercadolibre.com.ar/trabajar-con-devoluciones):
//     a claim with a return lists "return" in related_entities; GET
//     /post-purchase/v2/claims/{claim_id}/returns → {shipping {id, status, tracking_number,
//     status_history…}, claim_id, resource, resource_id, status, status_money, type, subtype,
//     date_created, date_closed, last_updated}. A claim without a return answers 404 (a normal answer).
import type { Context, Hono } from 'hono';
import type { OrderState } from './orders.ts';

export interface FakeClaimAction {
  action: string;
  due_date: string;
  mandatory: boolean;
}

export interface FakeClaim {
  id: number;
  resource_id: number;
  status: 'opened' | 'closed';
  type: string;
  stage: string;
  parent_id: null;
  resource: string;
  reason_id: string;
  fulfilled: boolean;
  quantity_type: string;
  players: { role: string; type: string; user_id: number; available_actions: FakeClaimAction[] }[];
  resolution: { reason: string; date_created: string; benefited: string[]; closed_by: string } | null;
  labels: string[];
  related_entities: string[];
  site_id: string;
  date_created: string;
  last_updated: string;
}

export interface FakeReturn {
  last_updated: string;
  shipping: {
    id: number;
    status: string;
    tracking_number: string | null;
    status_history: { status: string; substatus: string | null; date: string }[];
  };
  refund_at: string;
  date_closed: string | null;
  resource: string;
  date_created: string;
  claim_id: number;
  status_money: string;
  resource_id: number;
  type: string;
  subtype: string;
  status: string;
}

export interface ClaimState {
  claims: Map<string, FakeClaim>;
  returns: Map<string, FakeReturn>;
  reasons: Map<string, { id: string; flow: string; name: string; detail: string; position: number }>;
  nextClaim: number;
  nextReturnShipment: number;
}

export function createClaimState(): ClaimState {
  return {
    claims: new Map(),
    returns: new Map(),
    // The reasons page's own example, and one of each family as the reasons page describes them.
    reasons: new Map([
      [
        'PDD1',
        {
          id: 'PDD1',
          flow: 'meadiations',
          name: 'defective_item',
          detail: 'El producto es defectuoso.',
          position: 201,
        },
      ],
      [
        'PNR1',
        {
          id: 'PNR1',
          flow: 'mediations',
          name: 'not_received',
          detail: 'No recibí el producto.',
          position: 101,
        },
      ],
      [
        'CS1',
        {
          id: 'CS1',
          flow: 'cancel_purchase',
          name: 'cancel_purchase',
          detail: 'Quiero cancelar la compra.',
          position: 301,
        },
      ],
    ]),
    nextClaim: 5_255_026_100,
    nextReturnShipment: 42_998_970_700,
  };
}

interface Helpers {
  state: { claimBook: ClaimState; orderBook: OrderState };
  caller: (c: Context) => number | null;
}

interface ControlHelpers {
  state: Helpers['state'];
  notify: (input: {
    resource: string;
    topic?: string;
    user_id?: number | string;
    lose?: boolean;
    actions?: string[];
  }) => Promise<unknown>;
}

const invalidToken = (c: Context) =>
  c.json({ message: 'invalid access token', error: 'invalid_token', status: 401, cause: [] }, 401);
const notFound = (c: Context, what: string) =>
  c.json({ message: `${what} not found`, error: 'not_found', status: 404, cause: [] }, 404);
const forbidden = (c: Context) =>
  c.json({ message: 'User does not have permission', error: 'forbidden', status: 403, cause: [] }, 403);

/** The marketplace's dates: -04:00 as its examples write them. */
function mlDate(at: Date): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().replace('Z', '-04:00');
}

const isPlayer = (claim: FakeClaim, userId: number) =>
  claim.players.some((player) => player.user_id === userId);

export function registerClaimRoutes(app: Hono, { state, caller }: Helpers) {
  const book = state.claimBook;

  // Registered before /claims/:id so that "search" and "reasons" are never read as an id.
  app.get('/post-purchase/v1/claims/search', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const query = c.req.query();
    const offset = Math.max(0, Number(query.offset ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(query.limit ?? 30) || 30));
    const matches = [...book.claims.values()]
      .filter((claim) => isPlayer(claim, userId))
      .filter((claim) => !query.status || claim.status === query.status)
      .filter((claim) => !query.stage || claim.stage === query.stage)
      .filter((claim) => !query.type || claim.type === query.type)
      .filter((claim) => !query.resource || claim.resource === query.resource)
      .filter((claim) => !query.resource_id || String(claim.resource_id) === query.resource_id)
      .filter(
        (claim) =>
          !query['players.role'] ||
          claim.players.some(
            (player) =>
              player.role === query['players.role'] &&
              (!query['players.user_id'] || String(player.user_id) === query['players.user_id']),
          ),
      )
      .sort((a, b) => b.id - a.id);
    return c.json(
      { paging: { offset, limit, total: matches.length }, data: matches.slice(offset, offset + limit) },
      200,
    );
  });

  app.get('/post-purchase/v1/claims/reasons/:reasonId', (c) => {
    if (caller(c) === null) return invalidToken(c);
    const reason = book.reasons.get(c.req.param('reasonId'));
    if (!reason) return notFound(c, 'Reason');
    return c.json({ ...reason, filter: {}, settings: {} }, 200);
  });

  app.get('/post-purchase/v1/claims/:id', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const claim = book.claims.get(c.req.param('id'));
    if (!claim) return notFound(c, 'Claim');
    if (!isPlayer(claim, userId)) return forbidden(c);
    return c.json(claim, 200);
  });

  app.get('/post-purchase/v2/claims/:id/returns', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const claim = book.claims.get(c.req.param('id'));
    if (!claim) return notFound(c, 'Claim');
    if (!isPlayer(claim, userId)) return forbidden(c);
    const found = book.returns.get(c.req.param('id'));
    if (!found) return notFound(c, 'Return');
    return c.json(found, 200);
  });
}

interface NewClaimInput {
  /** The order the buyer claims about; an order the fake does not know needs seller_id. */
  order_id?: number | string;
  seller_id?: number;
  reason_id?: string;
  stage?: string;
  type?: string;
  /** Days the seller has to act (the due date of its actions). */
  due_days?: number;
  actions?: string[];
  notify?: boolean;
  /** The notification is lost (kept for /missed_feeds): only the periodic search finds the claim. */
  lose?: boolean;
}

export function registerClaimControl(control: Hono, { state, notify }: ControlHelpers) {
  const book = state.claimBook;
  const resource = (id: number) => `/post-purchase/v1/claims/${id}`;
  const tell = async (claim: FakeClaim, seller: number, body: { notify?: boolean; lose?: boolean }) =>
    body.notify === false
      ? null
      : notify({
          topic: 'post_purchase',
          actions: ['claims'],
          resource: resource(claim.id),
          user_id: seller,
          lose: body.lose,
        });

  /** A buyer opens a claim on an order; the seller is its respondent with actions due in due_days. */
  control.post('/claims', async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as NewClaimInput;
    const order = body.order_id !== undefined ? state.orderBook.orders.get(String(body.order_id)) : undefined;
    const seller = order?.seller.id ?? Number(body.seller_id ?? 0);
    if (!seller || body.order_id === undefined)
      return c.json({ message: 'order_id (and seller_id for an unknown order) required' }, 400);
    const now = new Date();
    const due = mlDate(new Date(now.getTime() + (body.due_days ?? 3) * 86_400_000));
    const claim: FakeClaim = {
      id: book.nextClaim++,
      resource_id: Number(body.order_id),
      status: 'opened',
      type: body.type ?? 'mediations',
      stage: body.stage ?? 'claim',
      parent_id: null,
      resource: 'order',
      reason_id: body.reason_id ?? 'PDD9549',
      fulfilled: true,
      quantity_type: 'total',
      players: [
        { role: 'complainant', type: 'buyer', user_id: order?.buyer.id ?? 6_427_433, available_actions: [] },
        {
          role: 'respondent',
          type: 'seller',
          user_id: seller,
          available_actions: (body.actions ?? ['send_message_to_complainant', 'refund']).map(
            (action, index) => ({
              action,
              due_date: due,
              mandatory: index === 0,
            }),
          ),
        },
      ],
      resolution: null,
      labels: [],
      related_entities: [],
      site_id: 'MLM',
      date_created: mlDate(now),
      last_updated: mlDate(now),
    };
    book.claims.set(String(claim.id), claim);
    return c.json({ claim, notification: await tell(claim, seller, body) });
  });

  /**
   * The claim ends in a return: related_entities gets "return" and the return's shipping moves to
   * `shipping_status` (delivered: the part reached the seller). The claim closes when delivered.
   */
  control.post('/claims/:id/return', async (c) => {
    const claim = book.claims.get(c.req.param('id'));
    if (!claim) return c.json({ message: 'no claim' }, 404);
    const body = ((await c.req.json().catch(() => null)) ?? {}) as {
      shipping_status?: string;
      status?: string;
      notify?: boolean;
    };
    const now = mlDate(new Date());
    const shippingStatus = body.shipping_status ?? 'delivered';
    const existing = book.returns.get(String(claim.id));
    const history = existing?.shipping.status_history ?? [];
    history.push({ status: shippingStatus, substatus: null, date: now });
    const returned: FakeReturn = {
      last_updated: now,
      shipping: {
        id: existing?.shipping.id ?? book.nextReturnShipment++,
        status: shippingStatus,
        tracking_number: existing?.shipping.tracking_number ?? '101010622106990',
        status_history: history,
      },
      refund_at: 'delivered',
      date_closed: shippingStatus === 'delivered' ? now : null,
      resource: 'order',
      date_created: existing?.date_created ?? now,
      claim_id: claim.id,
      status_money: shippingStatus === 'delivered' ? 'refunded' : 'retained',
      resource_id: claim.resource_id,
      type: 'claim',
      subtype: 'return_total',
      status: body.status ?? (shippingStatus === 'delivered' ? 'delivered' : 'shipped'),
    };
    book.returns.set(String(claim.id), returned);
    if (!claim.related_entities.includes('return')) claim.related_entities.push('return');
    if (shippingStatus === 'delivered') {
      claim.status = 'closed';
      claim.resolution = {
        reason: 'item_returned',
        date_created: now,
        benefited: ['complainant'],
        closed_by: 'mediator',
      };
      for (const player of claim.players) player.available_actions = [];
    }
    claim.last_updated = now;
    const seller = claim.players.find((player) => player.role === 'respondent')?.user_id ?? 0;
    return c.json({ claim, return: returned, notification: await tell(claim, seller, body) });
  });
}
