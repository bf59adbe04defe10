import { describe, expect, it } from 'vitest';
import { capturingLogger } from './capturing-logger';

describe('capturingLogger', () => {
  it('keeps each line from info up, parsed, in order, and drops what is below info', () => {
    const { logger, lines } = capturingLogger();
    logger.debug('too quiet');
    logger.info({ file: 'a' }, 'first');
    logger.warn('second');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'first', file: 'a' }),
      expect.objectContaining({ level: 40, msg: 'second' }),
    ]);
  });
});
