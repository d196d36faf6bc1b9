// The fake marketplace's orders, packs, shipments and shipping labels. Pages (all under
// https://developers.mercadolibre.com.ve/es_ar/, captured in ralvarezdev/mercadolibre-go-sdk docs/):
//   - Gestiona ventas (`gestiona-ventas`): GET /orders/{id} — order_items[].item.id, quantity,
//     unit_price, sale_fee (per unit: 11.07 of 62.96 × 2 in the packs page's example, whose payment
//     carries marketplace_fee 22.14), buyer, shipping.id, status, tags, cancel_detail.
//   - Pedidos y opiniones (`pedidos-y-opiniones`): GET /orders/search?seller=… with paging
//     {total, offset, limit} and results (the full orders), sort date_desc.
//   - Gestión de packs (`gestion-packs`): GET /packs/{id} → {id, status, shipment.id, orders[].id,
//     buyer.id, date_created, last_updated}; a pack is several orders of one cart, one shipment.
//   - Envíos (`envios`): GET /shipments/{id} (x-format-new) with status, substatus, logistic
//     {mode, type, direction}, tracking_number; GET /shipments/{id}/costs (senders[].cost is what the
//     seller pays); GET /shipments/{id}/payments; history ready_to_ship/printed after printing.
//   - Mercado Envíos 2 (`mercadoenvios-modo-2`), «Imprimir etiquetas de envío»: GET
//     /shipment_labels?shipment_ids=$ID1,$ID2&response_type=pdf|zpl2; a label exists only for mode
//     me2 with logistic type drop_off, xd_drop_off, cross_docking or self_service (Flex). The page
//     does not show the refusal's body: the fake answers 400 `not_printable` naming the shipment.
//   - Estados de órdenes y seguimiento (`estados-de-ordenes-me1`): POST
//     /shipments/{id}/seller_notifications {payload {service_id, comment, date}, tracking_number,
//     tracking_url, status "shipped", substatus "null"}; service_id 231876 for MLM.
import type { Context, Hono } from 'hono';

export interface FakeOrderItem {
  item: { id: string; title: string; category_id: string; variation_id: null; seller_sku: string | null };
  quantity: number;
  unit_price: number;
  full_unit_price: number;
  currency_id: string;
  sale_fee: number;
  listing_type_id: string;
}

export interface FakeOrder {
  id: number;
  status: string;
  status_detail: string | null;
  date_created: string;
  date_closed: string;
  last_updated: string;
  pack_id: number | null;
  shipping_cost: number | null;
  total_amount: number;
  paid_amount: number;
  currency_id: string;
  order_items: FakeOrderItem[];
  payments: {
    id: number;
    order_id: number;
    status: string;
    transaction_amount: number;
    marketplace_fee: number;
    currency_id: string;
  }[];
  shipping: { id: number | null };
  seller: { id: number };
  buyer: { id: number; nickname: string; first_name: string; last_name: string };
  tags: string[];
  cancel_detail: {
    group: string;
    code: string;
    description: string;
    requested_by: string;
    date: string;
  } | null;
  mediations: unknown[];
  context: { channel: string; site: string; flows: string[] };
}

export interface FakeShipment {
  id: number;
  status: string;
  substatus: string | null;
  logistic: { mode: string; type: string; direction: string };
  tracking_number: string | null;
  tracking_method: string | null;
  seller_id: number;
  buyer_id: number;
  order_ids: number[];
  pack_id: number | null;
  /** What the seller pays for it (senders[].cost). */
  sender_cost: number;
  gross_amount: number;
  history: { status: string; substatus: string | null; date: string }[];
  printed: number;
}

export interface OrderState {
  orders: Map<string, FakeOrder>;
  shipments: Map<string, FakeShipment>;
  packs: Map<
    string,
    { id: number; orderIds: number[]; shipmentId: number | null; buyerId: number; created: string }
  >;
  nextOrder: number;
  nextShipment: number;
  nextPack: number;
  nextPayment: number;
}

export function createOrderState(): OrderState {
  return {
    orders: new Map(),
    shipments: new Map(),
    packs: new Map(),
    nextOrder: 2_000_009_700_000_000,
    nextShipment: 44_028_700_000,
    nextPack: 2_000_006_550_000_000,
    nextPayment: 91_776_600_000,
  };
}

interface Helpers {
  state: {
    orderBook: OrderState;
    items: Map<string, { id: string; seller_id: number; title: string; price: number; category_id: string }>;
  };
  caller: (c: Context) => number | null;
}

interface ControlHelpers {
  state: Helpers['state'];
  notify: (input: { resource: string; topic?: string; user_id?: number | string }) => Promise<unknown>;
}

const invalidToken = (c: Context) =>
  c.json({ message: 'invalid access token', error: 'invalid_token', status: 401, cause: [] }, 401);
const notFound = (c: Context, what: string) =>
  c.json({ message: `${what} not found`, error: 'not_found', status: 404, cause: [] }, 404);
const forbidden = (c: Context) =>
  c.json({ message: 'User does not have permission', error: 'forbidden', status: 403, cause: [] }, 403);
const badRequest = (c: Context, error: string, message: string) =>
  c.json({ message, error, status: 400, cause: [] }, 400);

/** Cents-exact rounding of a fee (the marketplace's amounts have two decimals). */
const money = (value: number) => Math.round(value * 100) / 100;

const LABEL_LOGISTIC_TYPES = new Set(['drop_off', 'xd_drop_off', 'cross_docking', 'self_service']);

/** A real, minimal PDF (one page per shipment, Helvetica text), with a correct cross-reference table. */
export function labelPdf(shipmentIds: readonly number[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = shipmentIds.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${shipmentIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  shipmentIds.forEach((id, index) => {
    const page = pageIds[index] as number;
    const text = `BT /F1 18 Tf 30 250 Td (Mercado Envios) Tj 0 -30 Td (Envio ${id}) Tj ET`;
    objects[page] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 3 0 R >> >> /Contents ${page + 1} 0 R >>`;
    objects[page + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** ZPL II for a thermal printer: one label (^XA…^XZ) per shipment, its id as text and a Code 128 barcode. */
export function labelZpl(shipmentIds: readonly number[]): string {
  return shipmentIds
    .map(
      (id) =>
        `^XA^CI28^FO40,40^A0N,40,40^FDMercado Envios^FS^FO40,100^A0N,30,30^FDEnvio ${id}^FS^BY3^FO40,160^BCN,120,Y,N,N^FD${id}^FS^XZ`,
    )
    .join('\n');
}

/** The order of one unit of a listing, without shipment (a sale to be agreed with the buyer: tag no_shipping). */
export function soldOrder(
  book: OrderState,
  item: { id: string; title: string; price: number; category_id: string; seller_id: number },
): FakeOrder {
  const now = new Date().toISOString();
  const id = book.nextOrder++;
  const fee = money(item.price * 0.15);
  const order: FakeOrder = {
    id,
    status: 'paid',
    status_detail: null,
    date_created: now,
    date_closed: now,
    last_updated: now,
    pack_id: null,
    shipping_cost: null,
    total_amount: item.price,
    paid_amount: item.price,
    currency_id: 'MXN',
    order_items: [
      {
        item: {
          id: item.id,
          title: item.title,
          category_id: item.category_id,
          variation_id: null,
          seller_sku: null,
        },
        quantity: 1,
        unit_price: item.price,
        full_unit_price: item.price,
        currency_id: 'MXN',
        sale_fee: fee,
        listing_type_id: 'gold_special',
      },
    ],
    payments: [
      {
        id: book.nextPayment++,
        order_id: id,
        status: 'approved',
        transaction_amount: item.price,
        marketplace_fee: fee,
        currency_id: 'MXN',
      },
    ],
    shipping: { id: null },
    seller: { id: item.seller_id },
    buyer: { id: 6_427_433, nickname: 'TETE5029382', first_name: 'Test', last_name: 'Test' },
    tags: ['no_shipping', 'paid', 'not_delivered'],
    cancel_detail: null,
    mediations: [],
    context: { channel: 'marketplace', site: 'MLM', flows: [] },
  };
  book.orders.set(String(id), order);
  return order;
}

export function registerOrderRoutes(app: Hono, { state, caller }: Helpers) {
  const book = state.orderBook;

  // Registered before /orders/:id so that "search" is never read as an id.
  app.get('/orders/search', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const seller = c.req.query('seller');
    if (!seller) return badRequest(c, 'bad_request', 'seller is required');
    if (Number(seller) !== userId) return forbidden(c);
    const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0);
    const limit = Math.min(51, Math.max(1, Number(c.req.query('limit') ?? 50) || 50));
    const mine = [...book.orders.values()]
      .filter((order) => order.seller.id === userId)
      .sort((a, b) => (c.req.query('sort') === 'date_asc' ? a.id - b.id : b.id - a.id));
    return c.json(
      {
        query: '',
        display: 'complete',
        paging: { total: mine.length, offset, limit },
        results: mine.slice(offset, offset + limit),
        sort: { id: c.req.query('sort') ?? 'date_asc', name: 'Date ascending' },
        available_sorts: [],
        filters: [],
        available_filters: [],
      },
      200,
    );
  });

  app.get('/orders/:id', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const order = book.orders.get(c.req.param('id'));
    if (!order) return notFound(c, 'Order');
    if (order.seller.id !== userId) return forbidden(c);
    return c.json(order, 200);
  });

  app.get('/packs/:id', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const pack = book.packs.get(c.req.param('id'));
    if (!pack) return notFound(c, 'Pack');
    const orders = pack.orderIds.map((id) => book.orders.get(String(id)));
    if (orders.some((order) => order?.seller.id !== userId)) return forbidden(c);
    return c.json(
      {
        shipment: { id: pack.shipmentId },
        orders: pack.orderIds.map((id) => ({ id })),
        id: pack.id,
        status: 'released',
        status_detail: null,
        buyer: { id: pack.buyerId },
        date_created: pack.created,
        last_updated: pack.created,
      },
      200,
    );
  });

  const ownShipment = (c: Context) => {
    const userId = caller(c);
    if (userId === null) return { response: invalidToken(c) };
    const shipment = book.shipments.get(c.req.param('id') ?? '');
    if (!shipment) return { response: notFound(c, 'Shipment') };
    if (shipment.seller_id !== userId) return { response: forbidden(c) };
    return { shipment };
  };

  app.get('/shipments/:id', (c) => {
    const { shipment, response } = ownShipment(c);
    if (!shipment) return response;
    return c.json(
      {
        id: shipment.id,
        status: shipment.status,
        substatus: shipment.substatus,
        logistic: shipment.logistic,
        tracking_number: shipment.tracking_number,
        tracking_method: shipment.tracking_method,
        declared_value: 0,
        origin: { type: 'selling_address', sender_id: shipment.seller_id },
        destination: { receiver_id: shipment.buyer_id, receiver_name: 'Comprador' },
        source: { site_id: 'MLM', market_place: 'MELI' },
        tags: [],
        date_created: shipment.history[0]?.date ?? new Date().toISOString(),
        last_updated: shipment.history.at(-1)?.date ?? new Date().toISOString(),
      },
      200,
    );
  });

  app.get('/shipments/:id/costs', (c) => {
    const { shipment, response } = ownShipment(c);
    if (!shipment) return response;
    return c.json(
      {
        gross_amount: shipment.gross_amount,
        receiver: { user_id: shipment.buyer_id, cost: 0, compensation: 0, save: 0, discounts: [] },
        senders: [
          {
            user_id: shipment.seller_id,
            cost: shipment.sender_cost,
            compensation: 0,
            save: 0,
            discounts: [],
          },
        ],
      },
      200,
    );
  });

  app.get('/shipments/:id/payments', (c) => {
    const { shipment, response } = ownShipment(c);
    if (!shipment) return response;
    // «para consultar /shipments/$SHIPMENT_ID/payments es necesario que el shipment_id esté asociado a un pack_id».
    if (shipment.pack_id === null) return badRequest(c, 'bad_request', 'shipment without pack');
    return c.json(
      [
        {
          payment_id: book.nextPayment++,
          user_id: shipment.seller_id,
          amount: shipment.sender_cost,
          status: 'approved',
        },
      ],
      200,
    );
  });

  app.get('/shipment_labels', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const ids = (c.req.query('shipment_ids') ?? '').split(',').filter(Boolean);
    const type = c.req.query('response_type') ?? 'pdf';
    if (ids.length === 0) return badRequest(c, 'bad_request', 'shipment_ids is required');
    if (type !== 'pdf' && type !== 'zpl2') return badRequest(c, 'bad_request', 'invalid response_type');
    const shipments: FakeShipment[] = [];
    for (const id of ids) {
      const shipment = book.shipments.get(id);
      if (!shipment) return notFound(c, `Shipment ${id}`);
      if (shipment.seller_id !== userId) return forbidden(c);
      const printable =
        shipment.logistic.mode === 'me2' &&
        LABEL_LOGISTIC_TYPES.has(shipment.logistic.type) &&
        shipment.status === 'ready_to_ship' &&
        (shipment.substatus === 'ready_to_print' || shipment.substatus === 'printed');
      if (!printable) {
        return badRequest(
          c,
          'not_printable',
          `Shipment ${id} with status ${shipment.status} is not printable`,
        );
      }
      shipments.push(shipment);
    }
    const now = new Date().toISOString();
    for (const shipment of shipments) {
      shipment.printed += 1;
      if (shipment.substatus !== 'printed') {
        shipment.substatus = 'printed';
        shipment.history.push({ status: 'ready_to_ship', substatus: 'printed', date: now });
      }
    }
    const numbers = shipments.map((s) => s.id);
    if (type === 'zpl2') {
      return c.body(labelZpl(numbers), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    }
    return c.body(labelPdf(numbers) as unknown as ArrayBuffer, 200, { 'Content-Type': 'application/pdf' });
  });

  app.post('/shipments/:id/seller_notifications', async (c) => {
    const { shipment, response } = ownShipment(c);
    if (!shipment) return response;
    if (shipment.logistic.mode !== 'me1') return badRequest(c, 'bad_request', 'shipment is not me1');
    const body = (await c.req.json().catch(() => null)) as {
      status?: string;
      substatus?: string;
      tracking_number?: string;
      payload?: { service_id?: number; comment?: string; date?: string };
    } | null;
    if (!body?.status) return badRequest(c, 'bad_request', 'status is required');
    if (body.status === 'shipped' && body.payload?.service_id !== 231876) {
      return badRequest(c, 'bad_request', 'invalid service_id for MLM');
    }
    shipment.status = body.status;
    shipment.substatus = body.substatus === 'null' || !body.substatus ? null : body.substatus;
    if (body.tracking_number) shipment.tracking_number = body.tracking_number;
    shipment.history.push({
      status: shipment.status,
      substatus: shipment.substatus,
      date: new Date().toISOString(),
    });
    return c.json({ id: shipment.id, status: shipment.status, substatus: shipment.substatus }, 200);
  });
}

interface NewOrderInput {
  item_ids?: string[];
  seller_id?: number;
  /** One pack (cart) with one order per item and one shipment. */
  pack?: boolean;
  shipping?: {
    mode?: string;
    logistic_type?: string;
    status?: string;
    substatus?: string | null;
    cost?: number;
  };
  buyer?: { nickname?: string; first_name?: string; last_name?: string };
  status?: string;
  notify?: boolean;
  /** A listing the fake does not have (an item of another seller, say): its id, title and price. */
  foreign_items?: { id: string; title: string; price: number }[];
}

export function registerOrderControl(control: Hono, { state, notify }: ControlHelpers) {
  const book = state.orderBook;

  /**
   * A buyer pays for listings: one order per item (a pack when `pack`), its shipment, and (unless
   * notify is false) an orders_v2 notification per order. The listing loses a unit.
   */
  control.post('/orders', async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as NewOrderInput;
    const lines: { id: string; title: string; price: number; category: string; seller: number }[] = [];
    for (const id of body.item_ids ?? []) {
      const item = state.items.get(id);
      if (!item) return c.json({ message: `no item ${id}` }, 404);
      lines.push({
        id,
        title: item.title,
        price: item.price,
        category: item.category_id,
        seller: item.seller_id,
      });
    }
    for (const foreign of body.foreign_items ?? []) {
      lines.push({ ...foreign, category: 'MLM1747', seller: Number(body.seller_id ?? 0) });
    }
    if (lines.length === 0) return c.json({ message: 'item_ids required' }, 400);
    const sellerId = Number(body.seller_id ?? lines[0]?.seller);
    const buyer = {
      id: 6_427_433,
      nickname: body.buyer?.nickname ?? 'TETE5029382',
      first_name: body.buyer?.first_name ?? 'Test',
      last_name: body.buyer?.last_name ?? 'Test',
    };
    const now = new Date().toISOString();
    const shipping = body.shipping ?? {};
    const mode = shipping.mode ?? 'me2';
    const makeShipment = (orderIds: number[], packId: number | null): FakeShipment | null => {
      if (mode === 'none') return null;
      const shipment: FakeShipment = {
        id: book.nextShipment++,
        status: shipping.status ?? (mode === 'me1' ? 'pending' : 'ready_to_ship'),
        substatus:
          shipping.substatus === undefined ? (mode === 'me1' ? null : 'ready_to_print') : shipping.substatus,
        logistic: {
          mode,
          type: shipping.logistic_type ?? (mode === 'me1' ? 'default' : 'drop_off'),
          direction: 'forward',
        },
        tracking_number: null,
        tracking_method: null,
        seller_id: sellerId,
        buyer_id: buyer.id,
        order_ids: orderIds,
        pack_id: packId,
        sender_cost:
          shipping.cost ?? (mode === 'me2' && shipping.logistic_type !== 'self_service' ? 89.5 : 0),
        gross_amount: 149,
        history: [{ status: 'handling', substatus: null, date: now }],
        printed: 0,
      };
      book.shipments.set(String(shipment.id), shipment);
      return shipment;
    };
    const packId = body.pack ? book.nextPack++ : null;
    const orders: FakeOrder[] = lines.map((line) => {
      const fee = money(line.price * 0.15);
      const id = book.nextOrder++;
      return {
        id,
        status: body.status ?? 'paid',
        status_detail: null,
        date_created: now,
        date_closed: now,
        last_updated: now,
        pack_id: packId,
        shipping_cost: null,
        total_amount: line.price,
        paid_amount: line.price,
        currency_id: 'MXN',
        order_items: [
          {
            item: {
              id: line.id,
              title: line.title,
              category_id: line.category,
              variation_id: null,
              seller_sku: null,
            },
            quantity: 1,
            unit_price: line.price,
            full_unit_price: line.price,
            currency_id: 'MXN',
            sale_fee: fee,
            listing_type_id: 'gold_special',
          },
        ],
        payments: [
          {
            id: book.nextPayment++,
            order_id: id,
            status: 'approved',
            transaction_amount: line.price,
            marketplace_fee: fee,
            currency_id: 'MXN',
          },
        ],
        shipping: { id: null },
        seller: { id: sellerId },
        buyer,
        tags: ['paid', 'not_delivered', ...(packId ? ['pack_order'] : [])],
        cancel_detail: null,
        mediations: [],
        context: { channel: 'marketplace', site: 'MLM', flows: [] },
      };
    });
    if (packId) {
      const shipment = makeShipment(
        orders.map((o) => o.id),
        packId,
      );
      for (const order of orders) order.shipping = { id: shipment?.id ?? null };
      book.packs.set(String(packId), {
        id: packId,
        orderIds: orders.map((o) => o.id),
        shipmentId: shipment?.id ?? null,
        buyerId: buyer.id,
        created: now,
      });
    } else {
      for (const order of orders) order.shipping = { id: makeShipment([order.id], null)?.id ?? null };
    }
    for (const order of orders) {
      book.orders.set(String(order.id), order);
      const item = state.items.get(order.order_items[0]?.item.id ?? '') as
        | { sold_quantity?: number; available_quantity?: number; status?: string }
        | undefined;
      if (item) {
        item.sold_quantity = (item.sold_quantity ?? 0) + 1;
        item.available_quantity = Math.max(0, (item.available_quantity ?? 1) - 1);
        if (item.available_quantity === 0) item.status = 'closed';
      }
    }
    const notifications = [];
    if (body.notify !== false) {
      for (const order of orders) {
        notifications.push(
          await notify({ topic: 'orders_v2', resource: `/orders/${order.id}`, user_id: sellerId }),
        );
      }
    }
    return c.json({ orders, pack_id: packId, notifications });
  });

  control.get('/orders/:id', (c) => {
    const order = book.orders.get(c.req.param('id'));
    return order ? c.json(order) : c.json({ message: 'not found' }, 404);
  });

  /** The buyer (or the marketplace) cancels: cancel_detail as the order documents it, the shipment cancelled. */
  control.post('/orders/:id/cancel', async (c) => {
    const order = book.orders.get(c.req.param('id'));
    if (!order) return c.json({ message: 'not found' }, 404);
    const body = ((await c.req.json().catch(() => null)) ?? {}) as { description?: string; notify?: boolean };
    const now = new Date().toISOString();
    order.status = 'cancelled';
    order.last_updated = now;
    order.tags = order.tags.filter((tag) => tag !== 'paid');
    order.cancel_detail = {
      group: 'buyer',
      code: 'buyer_cancel_express',
      description: body.description ?? 'El comprador se arrepintió de la compra',
      requested_by: 'buyer',
      date: now,
    };
    const shipment = order.shipping.id ? book.shipments.get(String(order.shipping.id)) : undefined;
    if (shipment) {
      shipment.status = 'cancelled';
      shipment.substatus = null;
      shipment.history.push({ status: 'cancelled', substatus: null, date: now });
    }
    const notification =
      body.notify === false
        ? null
        : await notify({ topic: 'orders_v2', resource: `/orders/${order.id}`, user_id: order.seller.id });
    return c.json({ order, notification });
  });

  /** The shipment moves (the carrier picks it up, it is delivered…); notifies topic shipments unless notify is false. */
  control.post('/shipments/:id/status', async (c) => {
    const shipment = book.shipments.get(c.req.param('id'));
    if (!shipment) return c.json({ message: 'not found' }, 404);
    const body = (await c.req.json()) as { status: string; substatus?: string | null; notify?: boolean };
    shipment.status = body.status;
    shipment.substatus = body.substatus ?? null;
    shipment.history.push({
      status: shipment.status,
      substatus: shipment.substatus,
      date: new Date().toISOString(),
    });
    if (body.status === 'delivered') {
      for (const id of shipment.order_ids) {
        const order = book.orders.get(String(id));
        if (order) order.tags = [...order.tags.filter((tag) => tag !== 'not_delivered'), 'delivered'];
      }
    }
    const notification =
      body.notify === false
        ? null
        : await notify({
            topic: 'shipments',
            resource: `/shipments/${shipment.id}`,
            user_id: shipment.seller_id,
          });
    return c.json({ shipment, notification });
  });

  control.get('/shipments/:id', (c) => {
    const shipment = book.shipments.get(c.req.param('id'));
    return shipment ? c.json(shipment) : c.json({ message: 'not found' }, 404);
  });
}
