/**
 * A toast for each evaluation an employer submits while an admin is on the review screens (docs/architecture.md
 * §Realtime). The `evaluations` notice reaches the admins' room and names the evaluation; it is read once and announced
 * while it is waiting (submitted) — so an admin's own reviews, which also send notices, say nothing. The admin's lists
 * revalidate on their own (their keys are live).
 */
import { useEffect, useRef } from 'react';
import { showToast } from '../../../components/toasts';
import { subscribeToLiveChanges } from '../../../lib/live';
import { getEvaluation } from '../api/get-evaluation';
import { evaluationTypeLabels } from '../components/evaluation-format';
import { topics } from '@stint/shared/live/topics';

export function useNewEvaluationToasts(): void {
  const announced = useRef(new Set<string>());

  useEffect(() => {
    let isActive = true;
    const unsubscribe = subscribeToLiveChanges((notice) => {
      if (notice.topic !== topics.evaluations) return;
      for (const id of notice.ids) {
        getEvaluation(id)
          .then((evaluation) => {
            if (!isActive || evaluation.status !== 'submitted' || announced.current.has(evaluation._id)) return;
            announced.current.add(evaluation._id);
            showToast({
              tone: 'info',
              title: 'New evaluation submitted',
              message: `${evaluationTypeLabels[evaluation.type]} evaluation of ${evaluation.student.name} (${evaluation.internship.company || evaluation.internship.title}).`,
              action: { label: 'Review evaluations', to: '/admin/evaluations' },
            });
          })
          .catch(() => {});
      }
    });
    return () => {
      isActive = false;
      unsubscribe();
    };
  }, []);
}
