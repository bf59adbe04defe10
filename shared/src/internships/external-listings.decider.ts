/**
 * One external listing's life (stream `joblisting-<listingId>`): the job-board sync tells it what the board
 * shows now (`ObserveExternalListing`) or that the board no longer offers it (`WithdrawExternalListing`), and
 * it records only what is new. The same observation twice appends nothing, so a rerun with the same answer
 * from the board, or a retried job, leaves the log as it was.
 */
import { defineDecider, unknownCommand } from '../decider';
import {
  externalListingEventSchemas,
  type ExternalListingDetails,
  type ExternalListingEvent,
  type ExternalListingField,
} from './external-listings.events';
import type { ExternalListingCandidate } from './external-listings.normalise';

export type ObserveExternalListing = {
  type: 'ObserveExternalListing';
  listingId: string;
  boardId: string;
  listing: ExternalListingCandidate['listing'];
  /** When the sync ran: the posted date of a listing the board gives none for. */
  at: string;
};
export type WithdrawExternalListing = { type: 'WithdrawExternalListing'; listingId: string };
export type ExternalListingCommand = ObserveExternalListing | WithdrawExternalListing;

export type ExternalListingState =
  | { status: 'unseen' }
  | { status: 'listed'; boardId: string; listing: ExternalListingDetails }
  | { status: 'gone'; boardId: string; listing: ExternalListingDetails };

const FIELDS: ExternalListingField[] = [
  'title',
  'company',
  'location',
  'description',
  'url',
  'postedDate',
  'salary',
  'type',
  'isRemote',
  'department',
  'seniority',
  'skills',
  'companyLogo',
];

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The fields whose values differ, in a fixed order. */
export function changedFields(before: ExternalListingDetails, after: ExternalListingDetails): ExternalListingField[] {
  return FIELDS.filter((field) => !sameValue(before[field], after[field]));
}

const initialState = (): ExternalListingState => ({ status: 'unseen' });

function evolve(state: ExternalListingState, event: ExternalListingEvent): ExternalListingState {
  switch (event.type) {
    case 'ExternalListingAppeared':
    case 'ExternalListingChanged':
      return { status: 'listed', boardId: event.data.boardId, listing: event.data.listing };
    case 'ExternalListingDisappeared':
      return state.status === 'unseen' ? state : { ...state, status: 'gone' };
  }
}

function decide(command: ExternalListingCommand, state: ExternalListingState): ExternalListingEvent[] {
  switch (command.type) {
    case 'ObserveExternalListing': {
      const identity = { listingId: command.listingId, boardId: command.boardId };
      // A board that stops giving a date keeps the one already known rather than jumping to "now".
      const known = state.status === 'unseen' ? null : state.listing.postedDate;
      const listing: ExternalListingDetails = {
        ...command.listing,
        postedDate: command.listing.postedDate ?? known ?? command.at,
      };
      if (state.status !== 'listed') return [{ type: 'ExternalListingAppeared', data: { ...identity, listing } }];
      const changed = changedFields(state.listing, listing);
      return changed.length === 0 ? [] : [{ type: 'ExternalListingChanged', data: { ...identity, listing, changed } }];
    }
    case 'WithdrawExternalListing':
      return state.status === 'listed'
        ? [{ type: 'ExternalListingDisappeared', data: { listingId: command.listingId, boardId: state.boardId } }]
        : [];
    default:
      return unknownCommand(command);
  }
}

export const externalListingDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: externalListingEventSchemas,
});

/**
 * The sync's plan, pure: observe every listing the board shows now, withdraw every listed one it no longer
 * shows. `listedIds` are the listings currently shown; each stream's decider has the final word.
 */
export function planExternalListingSync(
  listedIds: Iterable<string>,
  fetched: { listingId: string; candidate: ExternalListingCandidate }[],
  at: string,
): ExternalListingCommand[] {
  const fetchedIds = new Set(fetched.map((item) => item.listingId));
  const observe: ExternalListingCommand[] = fetched.map(({ listingId, candidate }) => ({
    type: 'ObserveExternalListing',
    listingId,
    boardId: candidate.boardId,
    listing: candidate.listing,
    at,
  }));
  const withdraw: ExternalListingCommand[] = [...new Set(listedIds)]
    .filter((listingId) => !fetchedIds.has(listingId))
    .map((listingId) => ({ type: 'WithdrawExternalListing', listingId }));
  return [...withdraw, ...observe];
}
