/**
 * What every CSV export answers with (api/src/http/route.ts `download`): a 200 attachment in UTF-8 that no cache keeps,
 * its text a byte-order mark and CRLF-terminated lines (api/src/http/csv.ts).
 */
import { expect } from 'vitest';

/** Checks `response` is the CSV attachment `filename` and returns its lines, without the byte-order mark. */
export function csvDownloadLines(
  response: { status: number; headers: Headers; body: unknown },
  filename: string,
): string[] {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${filename}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (response.body as string)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}
