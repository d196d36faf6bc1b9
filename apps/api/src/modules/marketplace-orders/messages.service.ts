import {
  ACTION_GUIDE_OPTION_LABELS,
  blockedMessage,
  FREE_TEXT_OPTIONS,
  ML_ORDER_MESSAGES,
  ML_POST_SALE_LIMITS,
  ML_POST_SALE_MESSAGES,
} from '@yonke/domain';
import type { MlConversation, MlReply } from '@yonke/domain/schemas';
import type { Database } from '../../db/client.ts';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient, type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import {
  createTokenService,
  NeedsAuthorizationError,
  type TokenService,
} from '../marketplace-accounts/tokens.ts';
import * as queries from './messages.queries.ts';
import { accountById, findOrder, type OrderView } from './orders.queries.ts';

// Post-sale messages of an order, as documented on these pages (under
// https://developers.mercadolibre.com.ve/es_ar/, captured in ralvarezdev/mercadolibre-go-sdk docs/17-messaging):
//   - «Gestión de mensajes» (mensajeria-post-venta): GET/POST /messages/packs/{pack_id}/sellers/{seller_id}
//     ?tag=post_sale — the order id stands for the pack id when the order has no pack; reading marks the
//     buyer's messages read unless mark_as_read=false; 350 characters at most; the errors table.
//   - «Mensajes bloqueados» (mensajes-bloqueados): conversation_status.status active/blocked and substatus.
//   - «Motivos para comunicarse» (motivos-para-comunicarse): GET /messages/action_guide/packs/{pack_id}
//     ?tag=post_sale (options with cap_available, templates, char_limit) and POST …/option when the
//     seller speaks first on an ME2 sale; its errors table.
//   - «Recibe notificaciones» (productos-recibe-notificaciones): topic `messages`, resource = the
//     message id, read with GET /messages/{id}?tag=post_sale.

interface RemoteMessage {
  id?: string;
  message_id?: string;
  from?: { user_id?: number | string } | null;
  to?: { user_id?: number | string } | null;
  status?: string | null;
  text?: string | { plain?: string } | null;
  message_date?: { created?: string | null; received?: string | null; read?: string | null } | null;
  date_created?: string | null;
  date_received?: string | null;
  date_read?: string | null;
  message_moderation?: { status?: string | null } | null;
  moderation?: { status?: string | null } | null;
  message_resources?: { id?: string | number; name?: string }[] | null;
  resource?: string | null;
  resource_id?: string | number | null;
}

interface RemoteConversation {
  paging?: { total?: number; offset?: number; limit?: number } | null;
  conversation_status?: { status?: string | null; substatus?: string | null } | null;
  messages?: RemoteMessage[] | null;
  seller_max_message_length?: number;
}

interface RemoteOption {
  id: string;
  enabled?: boolean;
  type?: string;
  templates?: { id: string }[] | null;
  char_limit?: number | null;
  cap_available?: number;
}

const textOf = (message: RemoteMessage): string =>
  typeof message.text === 'string' ? message.text : (message.text?.plain ?? '');

const dateOf = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Both documented shapes of a message: the list's (message_date…) and the older one (date_…). */
export function remoteMessageValues(
  message: RemoteMessage,
  sellerId: string,
): queries.RemoteMessageValues | null {
  const id = message.id ?? message.message_id;
  if (!id) return null;
  const sentAt =
    dateOf(message.message_date?.created) ??
    dateOf(message.message_date?.received) ??
    dateOf(message.date_created) ??
    dateOf(message.date_received) ??
    new Date();
  return {
    mlMessageId: String(id),
    fromSeller: String(message.from?.user_id ?? '') === sellerId,
    text: textOf(message),
    status: message.status ?? null,
    moderationStatus: message.message_moderation?.status ?? message.moderation?.status ?? null,
    sentAt,
    readAt: dateOf(message.message_date?.read) ?? dateOf(message.date_read),
  };
}

/** The pack the conversation hangs on: the order's pack, or the order itself when it has none. */
export const conversationPack = (order: { packId: string | null; mlOrderId: string }) =>
  order.packId ?? order.mlOrderId;

type OrderRef = Pick<OrderView, 'id' | 'accountId' | 'packId' | 'mlOrderId'>;

export function createMessageReader(db: Database, client: MlClient, tokens: TokenService) {
  async function sellerOf(accountId: number): Promise<string> {
    const account = await accountById(db, accountId);
    if (!account) throw new NeedsAuthorizationError(accountId, ML_ORDER_MESSAGES.notConfigured);
    return account.mlUserId;
  }

  /** Reads the whole conversation (every page), stores each message once and the conversation's status. */
  async function refresh(order: OrderRef, markAsRead: boolean) {
    const sellerId = await sellerOf(order.accountId);
    const path = `/messages/packs/${conversationPack(order)}/sellers/${sellerId}`;
    const limit = ML_POST_SALE_LIMITS.messagesPageSize;
    let status: RemoteConversation['conversation_status'] = null;
    for (let offset = 0; ; offset += limit) {
      const page = await tokens.withToken(order.accountId, (token) =>
        client.request<RemoteConversation>('GET', path, {
          token,
          query: {
            tag: 'post_sale',
            limit: String(limit),
            offset: String(offset),
            ...(markAsRead ? {} : { mark_as_read: 'false' }),
          },
        }),
      );
      status = page.conversation_status ?? status;
      for (const message of page.messages ?? []) {
        const values = remoteMessageValues(message, sellerId);
        if (values) await queries.upsertMessage(db, order.id, values);
      }
      const total = page.paging?.total ?? 0;
      if ((page.messages ?? []).length === 0 || offset + limit >= total) break;
    }
    await queries.savePostSale(db, order.id, {
      conversationStatus: status?.status ?? null,
      conversationSubstatus: status?.substatus ?? null,
      ...(markAsRead ? { conversationReadAt: new Date() } : {}),
    });
    return { sellerId, status: status?.status ?? null, substatus: status?.substatus ?? null };
  }

  return {
    refresh,
    sellerOf,
    /**
     * A `messages` notification: the message is read by its id to learn its order (or pack), and that
     * conversation is read again without marking it read (the seller has not seen it yet).
     */
    async fromNotification(account: { id: number }, messageId: string): Promise<'stored' | 'unknown order'> {
      const message = await tokens.withToken(account.id, (token) =>
        client.request<RemoteMessage & { messages?: RemoteMessage[] }>(
          'GET',
          `/messages/${encodeURIComponent(messageId)}`,
          { token, query: { tag: 'post_sale' } },
        ),
      );
      const first = message.messages?.[0] ?? message;
      const candidates = [
        ...(first.message_resources ?? [])
          .filter((resource) => resource.name === 'packs' || resource.name === 'orders')
          .map((resource) => String(resource.id)),
        ...(first.resource_id !== undefined && first.resource_id !== null ? [String(first.resource_id)] : []),
      ];
      for (const candidate of candidates) {
        const orderId = await queries.orderByPackOrId(db, account.id, candidate);
        if (orderId === undefined) continue;
        const order = await findOrder(db, orderId);
        if (!order) continue;
        await refresh(order, false);
        return 'stored';
      }
      return 'unknown order';
    },
  };
}

/** The marketplace's documented refusals of a message, in words for the seller. */
function sendError(error: unknown, substatus: string | null): AppError {
  if (error instanceof NeedsAuthorizationError) return new AppError(409, error.message);
  if (!(error instanceof MlHttpError)) {
    logger.error({ err: error }, 'mercado libre message failed');
    return new AppError(503, ML_ORDER_MESSAGES.marketplaceDown);
  }
  const body = (error.body ?? {}) as { message?: unknown; error?: unknown };
  const said = `${typeof body.message === 'string' ? body.message : ''} ${typeof body.error === 'string' ? body.error : ''}`;
  if (error.status === 400 && /too long|limit_exceeded|text is invalid/i.test(said))
    return fieldError('text', ML_POST_SALE_MESSAGES.tooLong);
  if (error.status === 400 && /not supported/i.test(said))
    return fieldError('text', ML_POST_SALE_MESSAGES.unsupportedCharacters);
  if (error.status === 400 && /excepted case/i.test(said)) return conflict(ML_POST_SALE_MESSAGES.useMessages);
  if (error.status === 404 && /option/i.test(said))
    return fieldError('option_id', ML_POST_SALE_MESSAGES.optionInvalid);
  if (error.status === 400 && /template/i.test(said))
    return fieldError('option_id', ML_POST_SALE_MESSAGES.optionInvalid);
  if (error.status === 403 && /again/i.test(said)) return conflict(ML_POST_SALE_MESSAGES.capUsed);
  if (error.status === 403 && /mediation/i.test(said))
    return conflict(blockedMessage('blocked_by_mediation'));
  if (error.status === 403 && /fulfillment/i.test(said))
    return conflict(blockedMessage('blocked_by_fulfillment'));
  if (error.status === 403 && /please check blocked messages/i.test(said))
    return conflict(ML_POST_SALE_MESSAGES.useMessages);
  if (error.status === 403 && /blocked/i.test(said)) return conflict(blockedMessage(substatus));
  if (error.status === 409) return conflict(ML_POST_SALE_MESSAGES.locked);
  if (error.status === 451) return conflict(ML_POST_SALE_MESSAGES.buyerGone);
  if (!error.retryable) return conflict(`${ML_POST_SALE_MESSAGES.refused}: ${error.detail}`);
  return new AppError(503, ML_ORDER_MESSAGES.marketplaceDown);
}

export function createMessagesService(deps: AppDeps) {
  const { db, config } = deps;
  let ml: { client: MlClient; tokens: TokenService; reader: ReturnType<typeof createMessageReader> } | null =
    null;
  const marketplace = () => {
    if (!config.ml.clientId) throw new AppError(503, ML_ORDER_MESSAGES.notConfigured);
    if (!ml) {
      const client = createMlClient(config);
      const tokens = createTokenService(deps, client);
      ml = { client, tokens, reader: createMessageReader(db, client, tokens) };
    }
    return ml;
  };

  async function load(user: SessionUser, id: number): Promise<OrderView> {
    const row = await findOrder(db, id);
    if (!row || !inCompanyScope(user, row.companyId)) throw notFound(ML_ORDER_MESSAGES.notFound);
    return row;
  }

  async function options(order: OrderView) {
    const { client, tokens } = marketplace();
    const answer = await tokens.withToken(order.accountId, (token) =>
      client.request<{ options?: RemoteOption[] }>(
        'GET',
        `/messages/action_guide/packs/${conversationPack(order)}`,
        {
          token,
          query: { tag: 'post_sale' },
        },
      ),
    );
    return (
      (answer.options ?? [])
        .filter((option) => option.enabled !== false && ACTION_GUIDE_OPTION_LABELS[option.id])
        // DELIVERY_PROMISE needs the delivery window's numbers (Flex only); it is not offered here.
        .filter((option) => option.id !== 'DELIVERY_PROMISE')
        .map((option) => ({
          id: option.id,
          label: ACTION_GUIDE_OPTION_LABELS[option.id] ?? option.id,
          free_text: (FREE_TEXT_OPTIONS as readonly string[]).includes(option.id),
          template_id: option.templates?.[0]?.id ?? null,
          char_limit: option.char_limit ?? null,
          cap_available: option.cap_available ?? 0,
        }))
    );
  }

  async function view(order: OrderView, notice: string | null, live: boolean): Promise<MlConversation> {
    const rows = await queries.messagesOf(db, order.id);
    const postSale = await queries.postSaleOf(db, order.id);
    const status = postSale?.conversationStatus ?? null;
    const substatus = postSale?.conversationSubstatus ?? null;
    const buyerWrote = rows.some((row) => !row.fromSeller);
    const needsOption =
      !buyerWrote &&
      (substatus === null || substatus === 'blocked_by_conversation_initiated_by_seller_limited');
    const blocked = status === 'blocked' && !(needsOption && substatus !== null);
    let offered: MlConversation['options'] = [];
    if (needsOption && live && !blocked) {
      try {
        offered = await options(order);
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, 'no se pudieron leer los motivos para comunicarse');
      }
    }
    return {
      messages: rows.map((row) => ({
        id: row.id,
        from: row.fromSeller ? 'seller' : 'buyer',
        text: row.text,
        sent_at: row.sentAt.toISOString(),
        read_at: row.readAt ? row.readAt.toISOString() : null,
        status: row.status,
        sent_by_name: row.sentByName,
      })),
      status,
      blocked_reason: blocked ? blockedMessage(substatus) : null,
      needs_option: needsOption && !blocked,
      options: offered,
      can_reply: !blocked && (!needsOption || offered.some((option) => option.cap_available > 0)),
      max_length: ML_POST_SALE_LIMITS.sellerMessageLength,
      unread_count: rows.filter((row) => !row.fromSeller && row.readAt === null).length,
      notice,
    };
  }

  return {
    /** The conversation, read now from the marketplace (which marks the buyer's messages read). */
    async read(user: SessionUser, id: number): Promise<MlConversation> {
      const order = await load(user, id);
      try {
        await marketplace().reader.refresh(order, true);
      } catch (error) {
        const message =
          error instanceof AppError
            ? error.message
            : error instanceof NeedsAuthorizationError
              ? error.message
              : ML_ORDER_MESSAGES.marketplaceDown;
        if (
          !(error instanceof MlHttpError) &&
          !(error instanceof AppError) &&
          !(error instanceof NeedsAuthorizationError)
        )
          logger.error({ err: error, orderId: id }, 'mercado libre conversation read failed');
        return view(order, `${message} Se muestran los mensajes guardados.`, false);
      }
      return view(order, null, true);
    },

    /**
     * A reply, or the first message with one of the action guide's reasons. The request id is taken
     * before anything is sent, so a second click with the same id sends nothing; a refusal gives it back.
     */
    async reply(user: SessionUser, id: number, input: MlReply): Promise<MlConversation> {
      const order = await load(user, id);
      const text = input.text?.trim() ?? '';
      const option = input.option_id ?? null;
      if (option && (FREE_TEXT_OPTIONS as readonly string[]).includes(option) && !text)
        throw fieldError('text', ML_POST_SALE_MESSAGES.textRequiredForOption);
      if (!option && !text) throw fieldError('text', ML_POST_SALE_MESSAGES.empty);
      const { client, tokens, reader } = marketplace();
      const claimed = await queries.claimReply(db, {
        orderId: order.id,
        requestId: input.request_id,
        text: text || (option ? (ACTION_GUIDE_OPTION_LABELS[option] ?? option) : ''),
        sentBy: user.id,
      });
      if (!claimed) return view(order, null, false);
      const substatus = (await queries.postSaleOf(db, order.id))?.conversationSubstatus ?? null;
      const pack = conversationPack(order);
      let sent: { id?: string; text?: string; status?: string; message_date?: { created?: string } };
      try {
        const sellerId = await reader.sellerOf(order.accountId);
        const template = option !== null && !(FREE_TEXT_OPTIONS as readonly string[]).includes(option);
        // A template reason is sent with the template id the action guide offers for this pack.
        const templateId = template ? (await options(order)).find((o) => o.id === option)?.template_id : null;
        if (template && !templateId) throw fieldError('option_id', ML_POST_SALE_MESSAGES.optionInvalid);
        sent = await tokens.withToken(order.accountId, (token) => {
          if (option) {
            return client.request('POST', `/messages/action_guide/packs/${pack}/option`, {
              token,
              query: { tag: 'post_sale' },
              // A lost answer must not send the message twice: no quick retries here.
              retries: 0,
              json: template ? { option_id: option, template_id: templateId } : { option_id: option, text },
            });
          }
          return client.request('POST', `/messages/packs/${pack}/sellers/${sellerId}`, {
            token,
            query: { tag: 'post_sale' },
            retries: 0,
            json: { from: { user_id: sellerId }, to: { user_id: order.buyerId ?? '' }, text },
          });
        });
      } catch (error) {
        await queries.dropReply(db, input.request_id);
        if (error instanceof AppError) throw error;
        throw sendError(error, substatus);
      }
      await queries.completeReply(db, input.request_id, {
        mlMessageId: sent.id ?? null,
        text: sent.text ?? text,
        status: sent.status ?? 'available',
        sentAt: dateOf(sent.message_date?.created) ?? new Date(),
      });
      try {
        await reader.refresh(order, false);
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, 'la conversación no se pudo releer tras el envío');
      }
      return view(order, null, true);
    },
  };
}
