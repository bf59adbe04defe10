/**
 * A toast for each report a student submits while an admin is on the review screens (docs/architecture.md §Realtime).
 * The `reports` notice reaches the admins' room and names the report; the report is read once and announced when it is
 * waiting (submitted) — so an admin's own decisions, which also send notices, say nothing. The admin's lists revalidate
 * on their own (their keys are live).
 */
import { useEffect, useRef } from 'react';
import { showToast } from '../../../components/toasts';
import { subscribeToLiveChanges } from '../../../lib/live';
import { getReport } from '../api/get-report';
import { reportStudentName } from '../components/report-format';
import { topics } from '@stint/shared/live/topics';

export function useNewReportToasts(): void {
  // One toast per submission: a report submitted again after a revision is announced again.
  const announced = useRef(new Set<string>());

  useEffect(() => {
    let isActive = true;
    const unsubscribe = subscribeToLiveChanges((notice) => {
      if (notice.topic !== topics.reports) return;
      for (const id of notice.ids) {
        getReport(id)
          .then((report) => {
            const submission = `${report._id}:${report.submittedDate ?? ''}`;
            if (!isActive || report.status !== 'submitted' || announced.current.has(submission)) return;
            announced.current.add(submission);
            showToast({
              tone: 'info',
              title: 'New report submitted',
              message: `${reportStudentName(report)} submitted “${report.title}”${report.isLate ? ' (late)' : ''}.`,
              action: { label: 'Review reports', to: '/admin/reports' },
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
