/**
 * The frame of the employer's screens: the toasts (a posting saved, an internship updated, a new application) and the
 * watcher that raises a toast when an application arrives, wherever the employer is in their area.
 */
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../../components/toasts';
import { useNewApplicationToasts } from '../../features/employer-applications/hooks/use-new-application-toasts';

export function EmployerArea() {
  useNewApplicationToasts();
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}
