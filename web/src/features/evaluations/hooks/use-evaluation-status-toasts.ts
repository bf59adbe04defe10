/**
 * A toast when an administrator moves one of the employer's evaluations on (docs/architecture.md §Realtime: a toast for
 * one's own items): the `evaluations` notice names it, the employer's list (live) loads again, and a status that
 * differs from the one seen before is announced. The employer's own new evaluations say nothing here (the screen
 * confirms them).
 */
import { useEffect, useRef } from 'react';
import type { EvaluationStatus } from '@stint/shared/evaluations/evaluations.constants';
import { showToast } from '../../../components/toasts';
import { subscribeToLiveChanges } from '../../../lib/live';
import { useEmployerEvaluations } from '../api/get-employer-evaluations';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<EvaluationStatus, { title: string; verb: string }>> = {
  reviewed: { title: 'Evaluation reviewed', verb: 'was marked as reviewed' },
  approved: { title: 'Evaluation approved', verb: 'was approved' },
};

export function useEvaluationStatusToasts(): void {
  const { data } = useEmployerEvaluations();
  const known = useRef<Map<string, EvaluationStatus> | null>(null);
  const noticed = useRef(new Set<string>());

  useEffect(
    () =>
      subscribeToLiveChanges((notice) => {
        if (notice.topic !== topics.evaluations) return;
        for (const id of notice.ids) noticed.current.add(id);
      }),
    [],
  );

  useEffect(() => {
    if (!data) return;
    const previous = known.current;
    known.current = new Map(data.evaluations.map((evaluation) => [evaluation._id, evaluation.status]));
    if (!previous) return; // the first list loaded: nothing has changed yet
    for (const evaluation of data.evaluations) {
      const before = previous.get(evaluation._id);
      if (!before || before === evaluation.status || !noticed.current.has(evaluation._id)) continue;
      noticed.current.delete(evaluation._id);
      const announcement = announcements[evaluation.status];
      if (!announcement) continue;
      showToast({
        tone: evaluation.status === 'approved' ? 'success' : 'info',
        title: announcement.title,
        message: `Your evaluation of ${evaluation.student.name} (${evaluation.internship.title}) ${announcement.verb} by an administrator.`,
        action: { label: 'View evaluations', to: '/employer/evaluations' },
      });
    }
  }, [data]);
}
