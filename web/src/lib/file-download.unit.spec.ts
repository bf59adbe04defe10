// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { attachmentName, fetchApiFile, saveFile } from './file-download';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const csv = (headers: Record<string, string> = {}) =>
  new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });

describe('fetchApiFile', () => {
  it("asks the api for the file with the session's bearer token", async () => {
    localStorage.setItem('token', 'tok-123');
    fetchMock.mockResolvedValue(csv());
    const response = await fetchApiFile('/admin/users.csv?role=admin', { failure: 'No export' });
    expect(await response.text()).toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/users.csv?role=admin');
    expect(init?.headers).toEqual({ Accept: 'text/csv', Authorization: 'Bearer tok-123' });
  });

  it("fails with the server's message when it gives one, else the fallback", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'Too many exports' }, { status: 429 }));
    const served = await fetchApiFile('/x.csv', { failure: 'No export' }).catch((error: unknown) => error);
    expect(served).toBeInstanceOf(ApiError);
    expect(served).toMatchObject({ status: 429, message: 'Too many exports', isServerMessage: true });

    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    const bare = await fetchApiFile('/x.csv', { failure: 'No export' }).catch((error: unknown) => error);
    expect(bare).toMatchObject({ status: 502, message: 'No export', isServerMessage: false });
  });

  it('lets the caller see the failed answer before it throws', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Signed out' }, { status: 401 }));
    const seen: number[] = [];
    await expect(
      fetchApiFile('/x.csv', {
        failure: 'No export',
        onErrorResponse: (response) => Promise.resolve(seen.push(response.status)),
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([401]);
  });

  it('says the server could not be reached when the request never gets an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchApiFile('/x.csv', { failure: 'No export' })).rejects.toMatchObject({
      status: 0,
      message: 'Unable to reach the server. Check your connection and try again.',
    });
  });
});

describe('attachmentName', () => {
  it("reads the server's file name, quoted or not", () => {
    expect(attachmentName(csv({ 'Content-Disposition': 'attachment; filename="students.csv"' }))).toBe('students.csv');
    expect(attachmentName(csv({ 'Content-Disposition': 'attachment; filename=reports.csv' }))).toBe('reports.csv');
    expect(attachmentName(csv())).toBeNull();
  });
});

describe('saveFile', () => {
  it('clicks a download link named as asked and leaves nothing behind in the page', () => {
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    saveFile(new Blob(['a,b']), 'stint-users.csv');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('stint-users.csv');
    expect(clicked[0]!.href).toMatch(/^blob:/);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
