import { normalizeQuestionStatus } from '@yonke/domain';
import type { Database } from '../../db/client.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import type { TokenService } from '../marketplace-accounts/tokens.ts';
import type { RemoteQuestion } from './answer.job.ts';
import * as queries from './questions.queries.ts';

/**
 * Reads a question from the marketplace and stores it (the `questions` notification and the
 * answer job). The account is the one the notification named: a question reaches only the
 * company that owns that account.
 */
export function createQuestionReader(db: Database, client: MlClient, tokens: TokenService) {
  async function store(account: { id: number; companyId: number }, remote: RemoteQuestion) {
    const mlItemId = String(remote.item_id ?? '');
    const partId = mlItemId ? await queries.findPartByListing(db, mlItemId, account.id) : null;
    const answerText = remote.answer?.text ? remote.answer.text : null;
    await queries.upsertQuestion(db, {
      mlQuestionId: String(remote.id),
      accountId: account.id,
      companyId: account.companyId,
      mlItemId,
      partId,
      text: remote.text ?? '',
      status: normalizeQuestionStatus(remote.status),
      askedAt: remote.date_created ? new Date(remote.date_created) : new Date(),
      answerText,
      answeredAt: answerText && remote.answer?.date_created ? new Date(remote.answer.date_created) : null,
    });
  }

  return {
    store,
    /** 'stored', or 'deleted' when the marketplace no longer has it. Other errors are thrown. */
    async refresh(account: { id: number; companyId: number }, mlQuestionId: string): Promise<string> {
      try {
        const remote = await tokens.withToken(account.id, (token) =>
          client.request<RemoteQuestion>('GET', `/questions/${mlQuestionId}`, {
            token,
            query: { api_version: '4' },
          }),
        );
        await store(account, remote);
        return 'stored';
      } catch (error) {
        if (error instanceof MlHttpError && error.status === 404) {
          const known = await queries.findQuestionByMlId(db, mlQuestionId);
          if (known) await queries.markClosed(db, known.id, 'DELETED');
          return 'deleted';
        }
        throw error;
      }
    },
  };
}

/** Whether a question of the marketplace is stored already (the reconciler skips those). */
export async function isQuestionKnown(db: Database, mlQuestionId: string): Promise<boolean> {
  return (await queries.findQuestionByMlId(db, mlQuestionId)) !== undefined;
}
