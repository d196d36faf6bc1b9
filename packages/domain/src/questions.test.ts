import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_LENGTH,
  checkAnswerText,
  isQuestionAnswerable,
  listingNeedsAttention,
  listingState,
  normalizeQuestionStatus,
  QUESTION_MESSAGES,
  questionStatusLabel,
} from './questions.ts';

describe('checkAnswerText', () => {
  it('trims and accepts up to the marketplace limit', () => {
    expect(checkAnswerText('  Sí le queda  ')).toEqual({ text: 'Sí le queda', error: null });
    expect(checkAnswerText('a'.repeat(ANSWER_MAX_LENGTH)).text).toHaveLength(ANSWER_MAX_LENGTH);
  });
  it('refuses empty, blank and too long answers', () => {
    expect(checkAnswerText('').error).toBe(QUESTION_MESSAGES.answerRequired);
    expect(checkAnswerText(' \n\t ').error).toBe(QUESTION_MESSAGES.answerRequired);
    expect(checkAnswerText('a'.repeat(ANSWER_MAX_LENGTH + 1)).error).toBe(QUESTION_MESSAGES.answerTooLong);
  });
  it('counts an emoji as one character', () => {
    expect(checkAnswerText('👍'.repeat(ANSWER_MAX_LENGTH)).error).toBeNull();
    expect(checkAnswerText('👍'.repeat(ANSWER_MAX_LENGTH + 1)).error).toBe(QUESTION_MESSAGES.answerTooLong);
  });
});

describe('question statuses', () => {
  it('reads the marketplace status in any case and labels it in Spanish', () => {
    expect(normalizeQuestionStatus('deleted')).toBe('DELETED');
    expect(questionStatusLabel('DELETED')).toBe('Borrada por el comprador');
    expect(questionStatusLabel('BANNED')).toBe('Eliminada por Mercado Libre');
    expect(questionStatusLabel('UNANSWERED')).toBe('Sin responder');
  });
  it('only an unanswered question can be answered', () => {
    expect(isQuestionAnswerable('UNANSWERED')).toBe(true);
    for (const status of ['ANSWERED', 'DELETED', 'BANNED', 'CLOSED_UNANSWERED', 'UNDER_REVIEW']) {
      expect(isQuestionAnswerable(status)).toBe(false);
    }
  });
});

describe('listingState', () => {
  it('names the marketplace state in words', () => {
    expect(listingState({ mlId: 'MLM1', mlStatus: 'active', syncOk: true })).toBe('activa');
    expect(listingState({ mlId: 'MLM1', mlStatus: 'paused', syncOk: true })).toBe('pausada');
    expect(listingState({ mlId: 'MLM1', mlStatus: 'closed', syncOk: null })).toBe('cerrada');
    expect(listingState({ mlId: 'MLM1', mlStatus: 'under_review', syncOk: true })).toBe('en revisión');
    expect(listingState({ mlId: null, mlStatus: null, syncOk: null })).toBe('sin publicar');
  });
  it('a failed last sync wins, listed or not', () => {
    expect(listingState({ mlId: 'MLM1', mlStatus: 'active', syncOk: false })).toBe('con errores');
    expect(listingState({ mlId: null, mlStatus: null, syncOk: false })).toBe('con errores');
  });
  it('needs attention when the sync failed or the listing is under review', () => {
    expect(listingNeedsAttention({ mlStatus: 'under_review', syncOk: true })).toBe(true);
    expect(listingNeedsAttention({ mlStatus: 'active', syncOk: false })).toBe(true);
    expect(listingNeedsAttention({ mlStatus: 'active', syncOk: true })).toBe(false);
    expect(listingNeedsAttention({ mlStatus: 'paused', syncOk: null })).toBe(false);
  });
});
