/**
 * `POST /admin/internships/{id}/take-down` with a reason (the internship leaves every public view and its employer
 * cannot bring it back) and `POST /admin/internships/{id}/restore`. A 409 says it moved on meanwhile. Every page of
 * the oversight list loads again afterwards.
 */
import { mutate } from 'swr';
import type { AdminInternship } from '@stint/shared/admin/admin.schemas';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_INTERNSHIPS_PATH } from './get-admin-internships';

async function send(path: string, body: unknown) {
  const { data, message } = await apiRequest<{ internship: AdminInternship }>(path, { method: 'POST', body });
  await mutate((key) => typeof key === 'string' && key.startsWith(`${ADMIN_INTERNSHIPS_PATH}?`)).catch(() => {});
  return { internship: data.internship, message };
}

export function takeDownInternship(internshipId: string, reason: string) {
  return send(`${ADMIN_INTERNSHIPS_PATH}/${encodeURIComponent(internshipId)}/take-down`, { reason });
}

export function restoreInternship(internshipId: string) {
  return send(`${ADMIN_INTERNSHIPS_PATH}/${encodeURIComponent(internshipId)}/restore`, {});
}
