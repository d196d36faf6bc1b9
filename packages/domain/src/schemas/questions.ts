import { z } from 'zod';
import { ANSWER_MAX_LENGTH, QUESTION_MESSAGES } from '../questions.ts';
import { idSchema, timestampSchema } from './common.ts';

// Preguntas (/api/questions…) and listing health (/api/listing-health…), docs/domain-rules.md.

const partSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  sale_price: z.number().nullable(),
  status_id: z.number().int(),
  status_name: z.string(),
  location: z.string().nullable(),
  url_thumbnail: z.string().nullable(),
  ml_id: z.string().nullable(),
});

export const questionSchema = z
  .object({
    id: idSchema,
    ml_question_id: z.string(),
    ml_item_id: z.string(),
    text: z.string(),
    /** The marketplace's status (UNANSWERED, ANSWERED, DELETED, BANNED…) and its Spanish label. */
    status: z.string(),
    status_label: z.string(),
    asked_at: timestampSchema,
    answer: z
      .object({ text: z.string(), answered_at: timestampSchema.nullable(), by: z.string().nullable() })
      .nullable(),
    /** sending: the answer is on its way (retried until the marketplace takes it); failed: refused. */
    answer_state: z.enum(['sending', 'failed']).nullable(),
    answer_error: z.string().nullable(),
    account: z.object({ id: idSchema, name: z.string() }),
    /** The listed part; null when no part of ours carries the listing. */
    part: partSummarySchema.nullable(),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

export const questionListSchema = z.object({ data: z.array(questionSchema), unanswered: z.number().int() });
export type QuestionList = z.infer<typeof questionListSchema>;

export const questionCountSchema = z.object({ unanswered: z.number().int().min(0) });
export type QuestionCount = z.infer<typeof questionCountSchema>;

export const questionDetailSchema = z.object({ data: questionSchema });
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const answerBodySchema = z.object({
  text: z
    .string({ error: QUESTION_MESSAGES.answerRequired })
    .max(ANSWER_MAX_LENGTH * 2, QUESTION_MESSAGES.answerTooLong),
});
export type AnswerBody = z.input<typeof answerBodySchema>;

export const quickAnswerSchema = z.object({ id: idSchema, text: z.string() }).meta({ id: 'QuickAnswer' });
export type QuickAnswer = z.infer<typeof quickAnswerSchema>;
export const quickAnswerListSchema = z.object({ data: z.array(quickAnswerSchema) });
export const quickAnswerDetailSchema = z.object({ data: quickAnswerSchema });
export const quickAnswerBodySchema = z.object({
  text: z
    .string({ error: QUESTION_MESSAGES.quickAnswerRequired })
    .max(ANSWER_MAX_LENGTH * 2, QUESTION_MESSAGES.answerTooLong),
});
export type QuickAnswerBody = z.input<typeof quickAnswerBodySchema>;

export const listingHealthSchema = z
  .object({
    ml_id: z.string().nullable(),
    ml_status: z.string().nullable(),
    ml_sub_status: z.array(z.string()),
    /** activa, pausada, cerrada, en revisión, con errores, sin publicar. */
    state: z.string(),
    last_sync: z
      .object({ ok: z.boolean(), reason: z.string().nullable(), at: timestampSchema.nullable() })
      .nullable(),
    read_at: timestampSchema.nullable(),
    account: z.object({ id: idSchema, name: z.string() }).nullable(),
  })
  .meta({ id: 'ListingHealth' });
export type ListingHealth = z.infer<typeof listingHealthSchema>;

/** GET /api/autoparts/{id}/marketplace: the part's listing health and its questions, newest first. */
export const partMarketplaceSchema = z.object({
  health: listingHealthSchema,
  questions: z.array(questionSchema),
});
export type PartMarketplace = z.infer<typeof partMarketplaceSchema>;

export const listingProblemSchema = z.object({ part: partSummarySchema, health: listingHealthSchema });
export type ListingProblem = z.infer<typeof listingProblemSchema>;
export const listingProblemListSchema = z.object({ data: z.array(listingProblemSchema) });
export type ListingProblemList = z.infer<typeof listingProblemListSchema>;

export const retryAnswerSchema = z.object({ queued: z.boolean(), synced: z.boolean() });
export type RetryAnswer = z.infer<typeof retryAnswerSchema>;
