/**
 * `GET /users/me/data` ("Your data", issue 8): everything Stint holds about the signed-in person. A link cannot carry
 * the bearer token, so the export is fetched here and saved from an object URL as `stint-data-<date>.json`.
 */
import { personalDataExportFilename, type PersonalDataExport } from '@stint/shared/accounts/your-data.schemas';
import { apiFetch } from '../../../lib/api-client';

export async function downloadMyData(): Promise<string> {
  const data = await apiFetch<PersonalDataExport>('/users/me/data');
  const filename = personalDataExportFilename(data.exportedAt);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
