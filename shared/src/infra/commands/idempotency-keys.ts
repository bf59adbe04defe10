/**
 * An Idempotency-Key belongs to the one request that first used it (issue 14). That request claims the key: a stream
 * `idempotencykey-<keyed hash of the key>` whose one event records a keyed hash of the request (who sent it, method,
 * route, canonical input). The same request again goes on and its command answers with what it appended the first
 * time; any other request with the key — another body, another route, another person — is refused with a 422.
 */
import { z } from 'zod';
import type { Decider } from '../../decider';
import { UnprocessableError } from '../../errors';
import { ConcurrencyError, type EventStore } from '../event-store/event-store.port';
import { deriveEventId } from './event-ids';
import { commandMetadata, handleCommand, type CommandContext } from './handle-command';

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

export const idempotencyKeyEventSchemas = {
  IdempotencyKeyClaimed: z.object({ requestHash: z.string().min(1) }),
};

type IdempotencyKeyEvent = {
  type: 'IdempotencyKeyClaimed';
  data: z.infer<typeof idempotencyKeyEventSchemas.IdempotencyKeyClaimed>;
};
type ClaimIdempotencyKey = { type: 'ClaimIdempotencyKey'; requestHash: string };
type IdempotencyKeyState = { status: 'unclaimed' } | { status: 'claimed'; requestHash: string };

export const idempotencyKeyDecider: Decider<IdempotencyKeyState, ClaimIdempotencyKey, IdempotencyKeyEvent> & {
  eventSchemas: typeof idempotencyKeyEventSchemas;
} = {
  initialState: () => ({ status: 'unclaimed' }),
  evolve: (state, event) =>
    state.status === 'unclaimed' ? { status: 'claimed', requestHash: event.data.requestHash } : state,
  decide: (command, state) => {
    if (state.status === 'unclaimed') {
      return [{ type: 'IdempotencyKeyClaimed', data: { requestHash: command.requestHash } }];
    }
    if (state.requestHash === command.requestHash) return [];
    throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  },
  eventSchemas: idempotencyKeyEventSchemas,
};

/**
 * Claims `stream` (one key) for the request with `requestHash`, or throws UnprocessableError when another request
 * holds it. The claim's command id comes from the request hash, so the same request sent again finds its own claim.
 *
 * A new key is the usual case (every write a browser sends has one), so the claim is first tried blind: one append
 * expecting no stream, no read. The store answers an append whose event id it has already recorded as done, so the
 * same request again passes there too. Only a conflict — the key held by an event of another request — costs the
 * read: the decider then folds the claim and refuses another request's hash (422). Two requests racing for a new
 * key both append expecting no stream; the loser reads the winner's claim.
 */
export async function claimIdempotencyKey(
  store: EventStore,
  stream: string,
  requestHash: string,
  context: Omit<CommandContext, 'commandId'>,
): Promise<void> {
  const claim: CommandContext = { ...context, commandId: `idempotency-claim:${requestHash}` };
  const [event] = idempotencyKeyDecider.decide({ type: 'ClaimIdempotencyKey', requestHash }, { status: 'unclaimed' });
  try {
    await store.append(
      stream,
      [{ id: deriveEventId(claim.commandId, stream, 0), ...event!, metadata: commandMetadata(claim) }],
      // Nobody subscribes for claims: subscribers take it with the command's own append, in the same read.
      { expectedRevision: 'no_stream', quiet: true },
    );
    return;
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
  await handleCommand(store, stream, idempotencyKeyDecider, { type: 'ClaimIdempotencyKey', requestHash }, claim, {
    retries: 1,
  });
}
