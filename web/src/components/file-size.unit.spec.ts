import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('counts bytes below a kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('rounds to whole kilobytes below a megabyte', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(240 * 1024 + 511)).toBe('240 KB');
    expect(formatFileSize(240 * 1024 + 512)).toBe('241 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('gives megabytes with one decimal from a megabyte on', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25.0 MB');
  });
});
