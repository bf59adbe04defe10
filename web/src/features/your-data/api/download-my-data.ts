/**
 * `GET /users/me/data` ("Your data", issue 8): everything Stint holds about the signed-in person. A link cannot carry
 * the bearer token, so the export is fetched here and saved from an object URL as `stint-data-<date>.json`.
 */
import { personalDataExportFilename, type PersonalDataExport } from '@stint/shared/accounts/your-data.schemas';
import { apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/file-download';

export async function downloadMyData(): Promise<string> {
  const data = await apiFetch<PersonalDataExport>('/users/me/data');
  const filename = personalDataExportFilename(data.exportedAt);
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
  return filename;
}
