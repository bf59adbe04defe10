/** `GET /admin/users.csv` with the list's filters, downloaded with the session's token (lib/file-download.ts). */
import { fetchApiFile, saveFile } from '../../../lib/file-download';

export async function downloadUsersExport(params: URLSearchParams): Promise<void> {
  const query = params.toString();
  const response = await fetchApiFile(`/admin/users.csv${query ? `?${query}` : ''}`, {
    failure: 'The export could not be created. Please try again.',
  });
  saveFile(await response.blob(), `stint-users-${new Date().toISOString().slice(0, 10)}.csv`);
}
