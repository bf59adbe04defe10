import { describe, expect, it } from 'vitest';
import { countingProjection } from './counting-projection';
import { projectEvents } from './projection-spec';
import { counterStream } from '@stint/shared/testing/testing.streams';

describe('projection specs', () => {
  it('project given events into documents, and a replay gives the same documents', async () => {
    const spec = await projectEvents(countingProjection, [
      { stream: counterStream('a'), type: 'Counted', data: { amount: 2 } },
      { stream: counterStream('b'), type: 'Counted', data: { amount: 5 } },
      { stream: counterStream('a'), type: 'Counted', data: { amount: 3 } },
      { stream: counterStream('a'), type: 'Ignored', data: {} },
    ]);
    const documents = await spec.documents();
    expect(documents).toEqual({
      test_counts: [
        { _id: counterStream('a'), events: 2, sum: 5 },
        { _id: counterStream('b'), events: 1, sum: 5 },
      ],
    });
    expect(await spec.replay()).toEqual(documents);
  });
});
