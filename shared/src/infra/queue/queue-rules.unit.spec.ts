import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../testing/capturing-logger';
import { DEFAULT_RETENTION, DEFAULT_STALL, queueSettings } from './queue-rules';

describe('queueSettings', () => {
  it('fills in the defaults when given nothing', () => {
    const settings = queueSettings({});
    expect(settings.prefix).toBe('stint');
    expect(settings.retention).toEqual(DEFAULT_RETENTION);
    expect(settings.stall).toEqual(DEFAULT_STALL);
  });

  it('keeps what is given and takes the defaults for the rest of retention and stall', () => {
    const settings = queueSettings({
      prefix: 't1',
      retention: { failed: { ageMs: 1000, count: 5 } },
      stall: { maxStalledCount: 2 },
    });
    expect(settings.prefix).toBe('t1');
    expect(settings.retention).toEqual({ completed: DEFAULT_RETENTION.completed, failed: { ageMs: 1000, count: 5 } });
    expect(settings.stall).toEqual({ ...DEFAULT_STALL, maxStalledCount: 2 });
  });

  it('tags the given logger’s lines as the queue’s', () => {
    const { logger, lines } = capturingLogger();
    queueSettings({ logger }).logger.info('hello');
    expect(lines).toEqual([expect.objectContaining({ module: 'queue', msg: 'hello' })]);
  });
});
