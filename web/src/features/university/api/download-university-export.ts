/**
 * `GET /university/{students,reports,logbooks}.csv` with the list's filters, downloaded with the session's token
 * (lib/file-download.ts) under the name the server gives it.
 */
import { attachmentName, fetchApiFile, saveFile } from '../../../lib/file-download';

export type ExportName = 'students' | 'reports' | 'logbooks';

export async function downloadUniversityExport(name: ExportName, params: URLSearchParams): Promise<void> {
  const query = params.toString();
  const response = await fetchApiFile(`/university/${name}.csv${query ? `?${query}` : ''}`, {
    failure: 'The export could not be created. Please try again.',
  });
  saveFile(await response.blob(), attachmentName(response) ?? `${name}.csv`);
}
