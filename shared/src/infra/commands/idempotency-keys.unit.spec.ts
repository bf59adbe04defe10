import { describe, it } from 'vitest';
import { UnprocessableError } from '../../errors';
import { deciderSpec } from '../../testing/decider-spec';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, idempotencyKeyDecider } from './idempotency-keys';

describe('idempotency key decider', () => {
  const key = deciderSpec(idempotencyKeyDecider);
  const claimed = (requestHash: string) => ({ type: 'IdempotencyKeyClaimed' as const, data: { requestHash } });

  it('claims an unused key for the request', () => {
    key
      .given([])
      .when({ type: 'ClaimIdempotencyKey', requestHash: 'a' })
      .then([claimed('a')]);
  });

  it('lets the request that holds the key through again, appending nothing', () => {
    key
      .given([claimed('a')])
      .when({ type: 'ClaimIdempotencyKey', requestHash: 'a' })
      .then([]);
  });

  it('refuses any other request with the key', () => {
    key
      .given([claimed('a')])
      .when({ type: 'ClaimIdempotencyKey', requestHash: 'b' })
      .thenThrows(UnprocessableError, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  });
});
