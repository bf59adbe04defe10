/**
 * The approval's steps: the student submits the learning agreement (`PUT /approvals/{id}/agreement`), the employer
 * confirms it (`POST …/confirm`), the university approves or asks for changes (`POST …/decision`). Each sends the round
 * the screen shows, so a step on a stale view is refused; the reads load again at once afterwards.
 */
import { mutate } from 'swr';
import type { ApprovalDecisionBody, PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import type { LearningAgreement } from '@stint/shared/approvals/approvals.events';
import { apiRequest } from '../../../lib/api-client';
import { APPROVALS_PATH, approvalPath } from './get-approvals';

type Answer = { approval: PlacementApproval; message: string | undefined };

async function send(applicationId: string, step: string, method: 'PUT' | 'POST', body: unknown): Promise<Answer> {
  const { data, message } = await apiRequest<{ approval: PlacementApproval }>(
    `${approvalPath(applicationId)}/${step}`,
    { method, body },
  );
  await Promise.all([
    mutate(approvalPath(applicationId), { approval: data.approval }, { revalidate: false }),
    mutate(APPROVALS_PATH),
  ]).catch(() => {});
  return { approval: data.approval, message };
}

export const submitLearningAgreement = (applicationId: string, round: number, agreement: LearningAgreement) =>
  send(applicationId, 'agreement', 'PUT', { round, ...agreement });

export const confirmLearningAgreement = (applicationId: string, round: number) =>
  send(applicationId, 'confirm', 'POST', { round });

export const decidePlacementApproval = (applicationId: string, body: ApprovalDecisionBody) =>
  send(applicationId, 'decision', 'POST', body);
