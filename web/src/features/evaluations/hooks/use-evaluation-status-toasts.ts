/**
 * A toast when an administrator moves one of the employer's evaluations on (docs/architecture.md §Realtime: a toast for
 * one's own items): the `evaluations` notice names it, the employer's list (live) loads again, and a status that
 * differs from the one seen before is announced. The employer's own new evaluations say nothing here (the screen
 * confirms them).
 */
import type { EvaluationStatus } from '@stint/shared/evaluations/evaluations.constants';
import { useStatusChangeToasts, type StatusAnnouncement } from '../../../lib/status-change-toasts';
import { useEmployerEvaluations } from '../api/get-employer-evaluations';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<EvaluationStatus, StatusAnnouncement>> = {
  reviewed: { tone: 'info', title: 'Evaluation reviewed', verb: 'was marked as reviewed' },
  approved: { tone: 'success', title: 'Evaluation approved', verb: 'was approved' },
};

export function useEvaluationStatusToasts(): void {
  const { data } = useEmployerEvaluations();
  useStatusChangeToasts(topics.evaluations, data?.evaluations, announcements, (evaluation, verb) => ({
    message: `Your evaluation of ${evaluation.student.name} (${evaluation.internship.title}) ${verb} by an administrator.`,
    action: { label: 'View evaluations', to: '/employer/evaluations' },
  }));
}
