import type { AppDeps } from '../../lib/context.ts';
import type { MlClient } from '../../lib/ml-client.ts';
import type { TokenService } from '../marketplace-accounts/tokens.ts';
import { ANSWER_QUEUE, type AnswerJobData, createAnswerJob } from './answer.job.ts';
import { listSendingAnswers } from './questions.queries.ts';

const ANSWER_WORKERS = 2;

/** Declares the answer queue (also when the marketplace is not configured: queued answers wait). */
export async function defineQuestionQueues(
  deps: AppDeps,
  queueOptions: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number },
): Promise<void> {
  await deps.jobs?.defineQueue(ANSWER_QUEUE, queueOptions);
}

export async function startQuestionWorkers(
  deps: AppDeps,
  client: MlClient,
  tokens: TokenService,
): Promise<void> {
  const { jobs } = deps;
  if (!jobs) return;
  await jobs.work<AnswerJobData>(ANSWER_QUEUE, ANSWER_WORKERS, createAnswerJob(deps, client, tokens));
  // Answers left `sending` by a stopped instance: the job asks the marketplace before answering.
  for (const questionId of await listSendingAnswers(deps.db, 1000)) {
    const data: AnswerJobData = { questionId, resume: true };
    await jobs.send(ANSWER_QUEUE, data);
  }
}
