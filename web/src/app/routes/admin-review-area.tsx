/**
 * The frame of the admin's review screens (reports, evaluations): the toasts (a decision saved, a report or an
 * evaluation newly submitted) and the watchers that announce new submissions on either screen.
 */
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../../components/toasts';
import { useNewReportToasts } from '../../features/admin-reports/hooks/use-new-report-toasts';
import { useNewEvaluationToasts } from '../../features/evaluations/hooks/use-new-evaluation-toasts';

export function AdminReviewArea() {
  useNewReportToasts();
  useNewEvaluationToasts();
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}
