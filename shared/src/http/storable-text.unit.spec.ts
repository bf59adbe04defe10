import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, toStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

/** Whether the text survives a round trip through UTF-8 unchanged and has no NUL: what every store can keep. */
const storableByUtf8 = (text: string) =>
  !text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text;

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates and keeps every other text, emoji included', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\ud83d', '\udf89\ud83c', 'ok \ud800\ud800\udc00']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'café', 'Great week \ud83c\udf89', '\ud800\udc00', '\t\n', 'مرحبا', '\uffff']) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('agrees with a UTF-8 round trip on any UTF-16 text, and toStorableText always gives storable text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400, size: 'max' }), (text) => {
        expect(isStorableText(text)).toBe(storableByUtf8(text));
        expect(isStorableText(toStorableText(text))).toBe(true);
        if (isStorableText(text)) expect(toStorableText(text)).toBe(text);
      }),
      { numRuns: 2_000 },
    );
  });

  it('names the first field holding unstorable text, keys included, anywhere in a request', () => {
    expect(findUnstorableText({ a: 'fine', b: [{ c: 'ok' }, { c: 'bad\u0000' }] })).toEqual({
      path: 'b.1.c',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(findUnstorableText({ search: '\ud800' }, ['query'])).toEqual({
      path: 'query.search',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(findUnstorableText({ nested: { 'k\u0000': 1 } })?.path).toBe('nested.(key)');
    expect(findUnstorableText({ n: 1, t: true, z: null, list: ['a', 'b'] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnstorableText(deep)?.message).toBe('Nested too deeply');
  });
});
