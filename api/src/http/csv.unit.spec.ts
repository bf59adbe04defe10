import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['', ''],
    // A formula sign counts only at the start.
    ['a=b', 'a=b'],
  ])('leaves the plain cell %j alone', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it.each([
    [42, '42'],
    [-1, '-1'],
    [-3, '-3'],
    [12.5, '12.5'],
    [37.5, '37.5'],
    [0, '0'],
    [false, 'false'],
  ])('writes %j as it reads, never as a formula', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it.each([null, undefined])('writes %j as an empty cell', (cell) => {
    expect(csvCell(cell)).toBe('');
  });

  it.each([
    ['Lovelace, Ada', '"Lovelace, Ada"'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['The "Analytical" Engine', '"The ""Analytical"" Engine"'],
    ['two\nlines', '"two\nlines"'],
    ['line one\nline two', '"line one\nline two"'],
    ['a\r\nb', '"a\r\nb"'],
    [' padded ', '" padded "'],
  ])('quotes %j, doubling its quotes', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\tx', "'\tx"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('defuses %j, which a spreadsheet would run as a formula', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, the header and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['Name', 'Role'],
        [
          ['Ada', 'student'],
          ['=1+1', null],
        ],
      ),
    ).toBe("\uFEFFName,Role\r\nAda,student\r\n'=1+1,\r\n");
    expect(
      toCsv(
        ['Name', 'Hours'],
        [
          ['Ada', 8],
          ['Grace, Admiral', null],
        ],
      ),
    ).toBe('\uFEFFName,Hours\r\nAda,8\r\n"Grace, Admiral",\r\n');
    expect(toCsv(['a', '1'], [['b', 2]])).toBe('\uFEFFa,1\r\nb,2\r\n');
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['Only'], [])).toBe('\uFEFFOnly\r\n');
  });
});
