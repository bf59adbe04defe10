import { describe, expect, it } from 'vitest';
import { emailParts } from './email-parts';

describe('where an email address may wrap', () => {
  it('breaks after the @ and after each dot, keeping every character in order', () => {
    const email = 'ravi.chandrasekar@students.northbridge.example';
    expect(emailParts(email)).toEqual(['ravi.', 'chandrasekar@', 'students.', 'northbridge.', 'example']);
    expect(emailParts(email).join('')).toBe(email);
  });

  it('leaves an address without dots in its local part in two pieces around the @', () => {
    expect(emailParts('averyveryverylongaddresswithoutdots@example')).toEqual([
      'averyveryverylongaddresswithoutdots@',
      'example',
    ]);
  });

  it('keeps runs of separators and odd input whole', () => {
    for (const email of ['a..b@@c.', '.leading@dot', 'plain', '', '@', 'x@y.z.']) {
      expect(emailParts(email).join(''), email).toBe(email);
    }
    expect(emailParts('a..b@@c.')).toEqual(['a.', '.', 'b@', '@', 'c.']);
    expect(emailParts('plain')).toEqual(['plain']);
    expect(emailParts('')).toEqual([]);
  });
});
