/** `POST /applications/{id}/withdraw`: the student withdraws a pending application. */
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiRequest } from '../../../lib/api-client';
import { applicationPath } from './get-application';
import { revalidateAfterChange } from './revalidate-applications';

export async function withdrawApplication(
  id: string,
): Promise<{ application: Application; message: string | undefined }> {
  const { data, message } = await apiRequest<{ application: Application }>(`${applicationPath(id)}/withdraw`, {
    method: 'POST',
    body: {},
  });
  await revalidateAfterChange(data.application);
  return { application: data.application, message };
}
