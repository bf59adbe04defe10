/** The frame of the admin's oversight screens (users, students, internships): the toasts their actions show. */
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../../components/toasts';

export function AdminOversightArea() {
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}
