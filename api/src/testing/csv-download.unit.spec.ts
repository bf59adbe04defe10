import { describe, expect, it } from 'vitest';
import { csvDownloadLines } from './csv-download';

const download = (headers: Record<string, string>, status = 200) => ({
  status,
  headers: new Headers({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename=students.csv',
    'cache-control': 'no-store',
    ...headers,
  }),
  body: '\uFEFFName,Role\r\nAda,student\r\n',
});

describe('csvDownloadLines', () => {
  it('returns the lines of a CSV attachment without its byte-order mark', () => {
    expect(csvDownloadLines(download({}), 'students.csv')).toEqual(['Name,Role', 'Ada,student']);
  });

  it.each([
    ['another file name', download({}), 'reports.csv'],
    ['a cached answer', download({ 'cache-control': 'max-age=60' }), 'students.csv'],
    ['JSON', download({ 'content-type': 'application/json' }), 'students.csv'],
    ['a failure', download({}, 500), 'students.csv'],
  ])('fails on %s', (_why, response, filename) => {
    expect(() => csvDownloadLines(response, filename)).toThrow();
  });
});
