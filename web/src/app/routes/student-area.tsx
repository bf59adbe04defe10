/**
 * The frame of the student's screens: the toasts (an application sent or withdrawn) and the watcher that announces an
 * employer's decision on one of the student's applications, wherever the student is in their area.
 */
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../../components/toasts';
import { useApplicationStatusToasts } from '../../features/applications/hooks/use-application-status-toasts';

export function StudentArea() {
  useApplicationStatusToasts();
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}
