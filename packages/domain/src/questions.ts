// Buyer questions and listing health (docs/product.md §10, docs/domain-rules.md).

/** Mercado Libre refuses answers longer than this (POST /answers, "text" up to 2000 characters). */
export const ANSWER_MAX_LENGTH = 2000;

export const QUESTION_MESSAGES = {
  answerRequired: 'Escribe la respuesta.',
  answerTooLong: `La respuesta no debe tener más de ${ANSWER_MAX_LENGTH} caracteres.`,
  quickAnswerRequired: 'Escribe el texto de la respuesta rápida.',
  quickAnswerDuplicate: 'Ya guardaste esa respuesta rápida.',
  notFound: 'La pregunta no existe o no es de tu empresa.',
  quickAnswerNotFound: 'La respuesta rápida no existe.',
  alreadyAnswered: 'Esta pregunta ya fue respondida.',
  beingAnswered: 'Alguien más está respondiendo esta pregunta en este momento.',
  notAnswerable: 'Esta pregunta ya no se puede responder.',
  deletedByBuyer: 'El comprador borró esta pregunta; ya no se puede responder.',
  notConfigured: 'Mercado Libre no está configurado en este servidor.',
  sending:
    'Mercado Libre no responde en este momento; la respuesta quedó en cola y se enviará en cuanto responda.',
} as const;

/** The marketplace's question statuses (answer search, api_version 4). */
export const QUESTION_STATUSES = [
  'UNANSWERED',
  'ANSWERED',
  'CLOSED_UNANSWERED',
  'UNDER_REVIEW',
  'BANNED',
  'DELETED',
  // Documented status of a question the marketplace disabled: it can no longer be answered.
  'DISABLED',
] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  UNANSWERED: 'Sin responder',
  ANSWERED: 'Respondida',
  CLOSED_UNANSWERED: 'Publicación cerrada sin respuesta',
  UNDER_REVIEW: 'En revisión',
  BANNED: 'Eliminada por Mercado Libre',
  DELETED: 'Borrada por el comprador',
  DISABLED: 'Deshabilitada por Mercado Libre',
};

export function normalizeQuestionStatus(status: unknown): QuestionStatus {
  const upper = typeof status === 'string' ? status.toUpperCase() : '';
  return (QUESTION_STATUSES as readonly string[]).includes(upper) ? (upper as QuestionStatus) : 'UNANSWERED';
}

export function questionStatusLabel(status: string): string {
  return QUESTION_STATUS_LABELS[normalizeQuestionStatus(status)];
}

/** A deleted or banned question, or one on a closed listing, can no longer be answered. */
export function isQuestionAnswerable(status: string): boolean {
  return normalizeQuestionStatus(status) === 'UNANSWERED';
}

/**
 * The answer as it will be sent: trimmed; null with the reason when it cannot be sent. Length is
 * counted in characters as a person sees them (an emoji is one), as the marketplace counts them.
 */
export function checkAnswerText(raw: string): { text: string; error: null } | { text: null; error: string } {
  const text = raw.trim();
  if (text === '') return { text: null, error: QUESTION_MESSAGES.answerRequired };
  if ([...text].length > ANSWER_MAX_LENGTH) return { text: null, error: QUESTION_MESSAGES.answerTooLong };
  return { text, error: null };
}

export type ListingState = 'activa' | 'pausada' | 'cerrada' | 'en revisión' | 'con errores' | 'sin publicar';

/**
 * The marketplace state of a part's listing in words (docs/product.md §10): a last sync that
 * failed wins over the listing's own status, because what the listing shows is then out of date.
 */
export function listingState(input: {
  mlId: string | null;
  mlStatus: string | null;
  syncOk: boolean | null;
}): ListingState {
  if (input.syncOk === false) return 'con errores';
  if (!input.mlId) return 'sin publicar';
  switch (input.mlStatus) {
    case 'active':
      return 'activa';
    case 'paused':
    case 'inactive':
      return 'pausada';
    case 'closed':
      return 'cerrada';
    case 'under_review':
      return 'en revisión';
    default:
      return 'activa';
  }
}

/** A listing needs someone's attention: its last sync failed or the marketplace is reviewing it. */
export function listingNeedsAttention(input: { mlStatus: string | null; syncOk: boolean | null }): boolean {
  return input.syncOk === false || input.mlStatus === 'under_review';
}

/** Listings not read for this long are read again by the reconciler (their notification may be lost). */
export const LISTING_STALE_HOURS = 12;
