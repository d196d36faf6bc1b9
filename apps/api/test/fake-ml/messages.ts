// The fake marketplace's post-sale messages. Pages (under https://developers.mercadolibre.com.ve/es_ar/,
// captured in ralvarezdev/mercadolibre-go-sdk docs/17-messaging and docs/07-notifications):
//   - Gestión de mensajes (`mensajeria-post-venta`): GET /messages/packs/{pack_id}/sellers/{seller_id}
//     ?tag=post_sale → {paging, conversation_status, messages[], seller_max_message_length 350,
//     buyer_max_message_length 3500}; reading marks the buyer's messages read unless mark_as_read=false;
//     «Si el pack_id es null, puedes utilizar el order_id»; POST the same path {from, to, text}: 350
//     characters at most, ISO-8859-1 plus emojis, the errors table (400 «The message content is too
//     long, max characters allowed are 350», 400 «The text has character/s that is/are not
//     supported.», 403 {code forbidden, message blocked_conversation_send_message_forbidden}, 403
//     «Receiver does not belong to order», 400 «The field 'to.user_id' is required», 400 «Sender and
//     received must not be equals»); GET /messages/{id}?tag=post_sale (the «sin header» shape).
//     The page shows no answer body for the POST: the fake answers the created message in the
//     list's shape.
//   - Mensajes bloqueados (`mensajes-bloqueados`): conversation_status {status active|blocked, substatus}.
//   - Motivos para comunicarse (`motivos-para-comunicarse`): GET /messages/action_guide/packs/{pack_id}
//     ?tag=post_sale → options (REQUEST_BILLING_INFO template, SEND_INVOICE_LINK and OTHER free text
//     with char_limit 350, cap_available), GET …/caps_available, POST …/option {option_id,
//     template_id | text}; its errors (404 «The option selected is not valid», 400 limit_exceeded «The
//     text is invalid», 403 «You are not allowed to execute the option OTHER again», 403 «This
//     package has the conversation blocked, please check blocked messages» once the buyer wrote, 400
//     «The template … is invalid»). On ME2 sales the seller cannot start the conversation with a plain
//     message (substatus blocked_by_conversation_initiated_by_seller_limited, «Mensajes bloqueados»).
//   - Recibe notificaciones (`productos-recibe-notificaciones`): topic `messages`, resource = message id.
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { OrderState } from './orders.ts';

export interface FakeMessage {
  id: string;
  from: { user_id: number };
  to: { user_id: number };
  status: string;
  text: string;
  created: string;
  read: string | null;
  orderId: number;
}

export interface FakeConversation {
  packId: string;
  sellerId: number;
  buyerId: number;
  orderIds: number[];
  messages: FakeMessage[];
  /** Set by /_fake/messages/status; otherwise computed (cancelled order, seller may not start). */
  forced: { status: string; substatus: string | null } | null;
  caps: Record<string, number>;
}

export interface MessageState {
  conversations: Map<string, FakeConversation>;
}

export function createMessageState(): MessageState {
  return { conversations: new Map() };
}

/** «Motivos para comunicarse»: the seller's message limit and the MLM options of the example. */
export const SELLER_MAX_MESSAGE_LENGTH = 350;
const TEMPLATE_OPTIONS: Record<string, string> = {
  REQUEST_BILLING_INFO: 'TEMPLATE___REQUEST_BILLING_INFO___1',
};
const TEMPLATE_TEXTS: Record<string, string> = {
  REQUEST_BILLING_INFO:
    'Para adjuntarte la factura de tu compra necesito los siguientes datos:\n- Nombre y apellido\n- RFC\n- Domicilio\n- Código postal',
};
const FREE_OPTIONS = ['SEND_INVOICE_LINK', 'OTHER'];

/** ISO-8859-1 letters, or an emoji (pictographic code points). */
function supported(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0xff) continue;
    if (/\p{Extended_Pictographic}/u.test(char) || code === 0xfe0f || code === 0x200d) continue;
    return false;
  }
  return true;
}

interface Helpers {
  state: { orderBook: OrderState; postSale: { messages: MessageState } };
  caller: (c: Context) => number | null;
}

const invalidToken = (c: Context) =>
  c.json({ message: 'invalid access token', error: 'invalid_token', status: 401, cause: [] }, 401);
const bad = (c: Context, message: string, error = 'bad_request') =>
  c.json({ message, error, status: 400, cause: [] }, 400);
const refused = (c: Context, message: string, error = 'forbidden') =>
  c.json({ message, error, status: 403, cause: [] }, 403);

/** The conversation of a pack, or of an order without pack (its id stands for the pack). */
export function conversationOf(state: Helpers['state'], packId: string): FakeConversation | null {
  const book = state.orderBook;
  const known = state.postSale.messages.conversations.get(packId);
  if (known) return known;
  const pack = book.packs.get(packId);
  const order = book.orders.get(packId);
  const orderIds = pack ? pack.orderIds : order && order.pack_id === null ? [order.id] : null;
  const first = orderIds ? book.orders.get(String(orderIds[0])) : undefined;
  if (!orderIds || !first) return null;
  const conversation: FakeConversation = {
    packId,
    sellerId: first.seller.id,
    buyerId: first.buyer.id,
    orderIds,
    messages: [],
    forced: null,
    caps: { REQUEST_BILLING_INFO: 1, SEND_INVOICE_LINK: 1, OTHER: 1 },
  };
  state.postSale.messages.conversations.set(packId, conversation);
  return conversation;
}

function statusOf(state: Helpers['state'], conversation: FakeConversation) {
  if (conversation.forced) return conversation.forced;
  const orders = conversation.orderIds.map((id) => state.orderBook.orders.get(String(id)));
  if (orders.every((order) => order?.status === 'cancelled'))
    return { status: 'blocked', substatus: 'blocked_by_cancelled_order' };
  const buyerWrote = conversation.messages.some((message) => message.from.user_id === conversation.buyerId);
  if (!buyerWrote)
    return { status: 'blocked', substatus: 'blocked_by_conversation_initiated_by_seller_limited' };
  return { status: 'active', substatus: null };
}

function listShape(message: FakeMessage, packId: string, sellerId: number) {
  return {
    id: message.id,
    site_id: 'MLM',
    client_id: 123456789,
    from: { user_id: message.from.user_id },
    to: { user_id: message.to.user_id },
    status: message.status,
    subject: null,
    text: message.text,
    message_date: {
      received: message.created,
      available: message.created,
      notified: message.created,
      created: message.created,
      read: message.read,
    },
    message_moderation: { status: 'clean', reason: null, source: 'online', moderation_date: message.created },
    message_attachments: null,
    message_resources: [
      { id: packId, name: 'packs' },
      { id: String(sellerId), name: 'sellers' },
    ],
    conversation_first_message: false,
  };
}

function newMessage(conversation: FakeConversation, from: number, to: number, text: string): FakeMessage {
  const message: FakeMessage = {
    id: randomBytes(16).toString('hex'),
    from: { user_id: from },
    to: { user_id: to },
    status: 'available',
    text,
    created: new Date().toISOString(),
    read: null,
    orderId: conversation.orderIds[0] ?? 0,
  };
  conversation.messages.push(message);
  return message;
}

export function registerMessageRoutes(app: Hono, { state, caller }: Helpers) {
  const own = (c: Context) => {
    const userId = caller(c);
    if (userId === null) return { response: invalidToken(c) };
    const packId = c.req.param('pack') ?? '';
    const conversation = conversationOf(state, packId);
    if (!conversation || conversation.sellerId !== userId)
      return {
        response: refused(c, `User access token invalid for resource ${packId}`),
      };
    return { conversation, userId };
  };

  // Registered before /messages/:id so that "packs" and "action_guide" are never read as an id.
  app.get('/messages/packs/:pack/sellers/:seller', (c) => {
    const found = own(c);
    if (!found.conversation) return found.response;
    const { conversation } = found;
    if (c.req.param('seller') !== String(conversation.sellerId))
      return refused(c, `User access token invalid for resource ${conversation.packId}`);
    const query = c.req.query();
    const limit = query.limit === undefined ? 10 : Number(query.limit);
    const offset = query.offset === undefined ? 0 : Number(query.offset);
    if (!Number.isInteger(limit)) return bad(c, 'Invalid limit param');
    if (limit <= 0) return bad(c, 'The limit param must be greater than 0');
    if (!Number.isInteger(offset) || offset < 0) return bad(c, 'Invalid offset param');
    if (query.mark_as_read !== 'false') {
      const now = new Date().toISOString();
      for (const message of conversation.messages)
        if (message.from.user_id === conversation.buyerId && !message.read) message.read = now;
    }
    const status = statusOf(state, conversation);
    return c.json({
      paging: { limit, offset, total: conversation.messages.length },
      conversation_status: {
        path: `/packs/${conversation.packId}/seller/${conversation.sellerId}`,
        status: status.status,
        substatus: status.substatus,
        status_date: new Date().toISOString(),
        status_update_allowed: false,
        claim_id: null,
        shipping_id: null,
      },
      messages: conversation.messages
        .slice(offset, offset + limit)
        .map((message) => listShape(message, conversation.packId, conversation.sellerId)),
      seller_max_message_length: SELLER_MAX_MESSAGE_LENGTH,
      buyer_max_message_length: 3500,
    });
  });

  app.post('/messages/packs/:pack/sellers/:seller', async (c) => {
    const found = own(c);
    if (!found.conversation) return found.response;
    const { conversation, userId } = found;
    const body = (await c.req.json().catch(() => null)) as {
      from?: { user_id?: string | number };
      to?: { user_id?: string | number };
      text?: string;
    } | null;
    if (!body) return bad(c, 'A JSON body is required');
    if (!body.from) return bad(c, "The field 'from' is required");
    if (!body.to?.user_id) return bad(c, "The field 'to.user_id' is required");
    if (String(body.from.user_id) === String(body.to.user_id))
      return bad(c, 'Sender and received must not be equals');
    if (String(body.from.user_id) !== String(userId))
      return refused(c, `Access denied for user ${body.from.user_id} to order ${conversation.orderIds[0]}`);
    if (String(body.to.user_id) !== String(conversation.buyerId))
      return refused(c, `Receiver does not belong to order ${conversation.orderIds[0]}`);
    const text = String(body.text ?? '');
    if ([...text].length > SELLER_MAX_MESSAGE_LENGTH)
      return bad(c, 'The message content is too long, max characters allowed are 350');
    if (!supported(text)) return bad(c, 'The text has character/s that is/are not supported.');
    if (statusOf(state, conversation).status === 'blocked')
      return c.json(
        { status_code: 403, code: 'forbidden', message: 'blocked_conversation_send_message_forbidden' },
        403,
      );
    const message = newMessage(conversation, userId, conversation.buyerId, text);
    return c.json(listShape(message, conversation.packId, conversation.sellerId), 201);
  });

  const guide = (c: Context) => {
    const found = own(c);
    if (!found.conversation) return found;
    const { conversation } = found;
    if (conversation.messages.some((message) => message.from.user_id === conversation.buyerId))
      return {
        response: refused(c, 'This package has the conversation blocked, please check blocked messages'),
      };
    const status = statusOf(state, conversation);
    if (
      status.status === 'blocked' &&
      status.substatus !== 'blocked_by_conversation_initiated_by_seller_limited'
    )
      return { response: refused(c, 'The conversation is blocked') };
    return found;
  };

  app.get('/messages/action_guide/packs/:pack/caps_available', (c) => {
    const found = guide(c);
    if (!found.conversation) return found.response;
    return c.json(
      Object.entries(found.conversation.caps).map(([option_id, cap_available]) => ({
        option_id,
        cap_available,
      })),
    );
  });

  app.get('/messages/action_guide/packs/:pack', (c) => {
    const found = guide(c);
    if (!found.conversation) return found.response;
    const { caps } = found.conversation;
    return c.json({
      options: [
        {
          id: 'REQUEST_BILLING_INFO',
          internal_description: 'This is an example...',
          enabled: true,
          type: 'template',
          templates: [{ id: TEMPLATE_OPTIONS.REQUEST_BILLING_INFO, vars: null }],
          actionable: true,
          child_options: null,
          cap_available: caps.REQUEST_BILLING_INFO ?? 0,
        },
        ...FREE_OPTIONS.map((id) => ({
          id,
          internal_description: 'This is an example...',
          enabled: true,
          type: 'free_text',
          templates: null,
          actionable: true,
          char_limit: SELLER_MAX_MESSAGE_LENGTH,
          child_options: null,
          cap_available: caps[id] ?? 0,
        })),
      ],
    });
  });

  app.post('/messages/action_guide/packs/:pack/option', async (c) => {
    const found = guide(c);
    if (!found.conversation) return found.response;
    const { conversation, userId } = found;
    const body = ((await c.req.json().catch(() => null)) ?? {}) as {
      option_id?: string;
      template_id?: string;
      text?: string;
    };
    const option = body.option_id ?? '';
    if (!(option in conversation.caps))
      return c.json(
        { message: 'The option selected is not valid', error: 'not_found', status: 404, cause: [] },
        404,
      );
    if ((conversation.caps[option] ?? 0) <= 0)
      return refused(c, `You are not allowed to execute the option ${option} again`, 'bad_request');
    let text: string;
    if (TEMPLATE_OPTIONS[option]) {
      if (body.template_id !== TEMPLATE_OPTIONS[option])
        return bad(c, `The template ${body.template_id} is invalid`);
      text = TEMPLATE_TEXTS[option] ?? '';
    } else {
      text = String(body.text ?? '');
      if (!text || [...text].length > SELLER_MAX_MESSAGE_LENGTH || !supported(text))
        return bad(c, 'The text is invalid', 'limit_exceeded');
    }
    conversation.caps[option] = (conversation.caps[option] ?? 0) - 1;
    const message = newMessage(conversation, userId, conversation.buyerId, text);
    return c.json({
      id: message.id,
      to: { user_id: conversation.buyerId, name: 'Test Test' },
      status: 'available',
      text,
      message_date: {
        received: message.created,
        available: message.created,
        notified: null,
        created: message.created,
        read: null,
      },
      message_moderation: {
        status: 'clean',
        reason: null,
        source: 'online',
        moderation_date: message.created,
      },
    });
  });

  app.get('/messages/:id', (c) => {
    const userId = caller(c);
    if (userId === null) return invalidToken(c);
    const id = c.req.param('id');
    for (const conversation of state.postSale.messages.conversations.values()) {
      const message = conversation.messages.find((m) => m.id === id);
      if (!message) continue;
      if (conversation.sellerId !== userId)
        return refused(c, `Access denied for user ${userId} to message with id ${id}`);
      return c.json({
        message_id: message.id,
        date_received: message.created,
        date: message.created,
        date_available: message.created,
        date_notified: message.created,
        date_read: message.read,
        from: message.from,
        to: message.to,
        subject: null,
        text: { plain: message.text },
        attachments: [],
        site_id: 'MLM',
        resource: 'orders',
        resource_id: String(message.orderId),
        status: message.status,
        moderation: { status: 'clean', date_moderated: message.created, source: 'online' },
      });
    }
    return bad(c, 'The specified message id does not exists');
  });
}

interface ControlHelpers {
  state: Helpers['state'];
  notify: (input: { resource: string; topic?: string; user_id?: number | string }) => Promise<unknown>;
}

export function registerMessageControl(control: Hono, { state, notify }: ControlHelpers) {
  /** The buyer writes in the pack's (or order's) conversation; the `messages` notification follows unless notify is false. */
  control.post('/messages', async (c) => {
    const body = (await c.req.json()) as { pack_id: string | number; text: string; notify?: boolean };
    const conversation = conversationOf(state, String(body.pack_id));
    if (!conversation) return c.json({ message: 'no such pack or order' }, 404);
    const message = newMessage(conversation, conversation.buyerId, conversation.sellerId, body.text);
    const notification =
      body.notify === false
        ? null
        : await notify({ topic: 'messages', resource: message.id, user_id: conversation.sellerId });
    return c.json({ message, notification });
  });
  control.get('/messages/:pack', (c) => {
    const conversation = conversationOf(state, c.req.param('pack'));
    return conversation ? c.json(conversation) : c.json({ message: 'not found' }, 404);
  });
  /** A conversation blocked (or active again) as Mensajes bloqueados lists the reasons. */
  control.post('/messages/:pack/status', async (c) => {
    const conversation = conversationOf(state, c.req.param('pack'));
    if (!conversation) return c.json({ message: 'not found' }, 404);
    const body = (await c.req.json()) as { status: string | null; substatus?: string | null };
    conversation.forced = body.status ? { status: body.status, substatus: body.substatus ?? null } : null;
    return c.json(conversation);
  });
}
