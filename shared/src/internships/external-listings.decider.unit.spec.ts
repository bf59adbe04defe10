import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold } from '../decider';
import { deciderSpec } from '../testing/decider-spec';
import {
  changedFields,
  externalListingDecider,
  planExternalListingSync,
  type ExternalListingCommand,
} from './external-listings.decider';
import type { ExternalListingDetails, ExternalListingEvent } from './external-listings.events';
import type { ExternalListingCandidate } from './external-listings.normalise';

const spec = deciderSpec(externalListingDecider);
const AT = '2026-06-01T10:00:00.000Z';
const LATER = '2026-06-01T10:30:00.000Z';
const identity = { listingId: 'l1', boardId: 'b1' };

const details: ExternalListingDetails = {
  title: 'Design intern',
  company: 'Acme',
  location: 'Lisbon',
  description: 'Draw things.',
  url: 'https://jobs.example.com/1',
  postedDate: '2026-05-01T00:00:00.000Z',
  salary: 'Not specified',
  type: 'Internship',
  isRemote: false,
  department: 'Design',
  seniority: 'Entry Level',
  skills: ['Figma'],
  companyLogo: null,
};
type Observed = ExternalListingCandidate['listing'];
const observe = (listing: Observed = details, at = AT): ExternalListingCommand => ({
  type: 'ObserveExternalListing',
  ...identity,
  listing,
  at,
});
const withdraw: ExternalListingCommand = { type: 'WithdrawExternalListing', listingId: 'l1' };
const appeared = (listing = details): ExternalListingEvent => ({
  type: 'ExternalListingAppeared',
  data: { ...identity, listing },
});
const disappeared: ExternalListingEvent = { type: 'ExternalListingDisappeared', data: identity };

describe('external listing decider', () => {
  it('records a listing seen for the first time', () => {
    spec.given([]).when(observe()).then([appeared()]);
  });

  it('records nothing when the board shows the same listing again', () => {
    spec.given([appeared()]).when(observe(details, LATER)).then([]);
  });

  it('records what changed, with the whole listing as it now reads', () => {
    const changed = { ...details, title: 'Product design intern', skills: ['Figma', 'Sketch'] };
    spec
      .given([appeared()])
      .when(observe(changed))
      .then([
        { type: 'ExternalListingChanged', data: { ...identity, listing: changed, changed: ['title', 'skills'] } },
      ]);
  });

  it('dates a listing without a posted date when first seen, and keeps that date afterwards', () => {
    const undated: Observed = { ...details, postedDate: null };
    spec
      .given([])
      .when(observe(undated))
      .then([appeared({ ...details, postedDate: AT })]);
    spec
      .given([appeared({ ...details, postedDate: AT })])
      .when(observe(undated, LATER))
      .then([]);
    spec.given([appeared()]).when(observe(undated, LATER)).then([]);
  });

  it('records a disappearance once, and only of a listed listing', () => {
    spec.given([appeared()]).when(withdraw).then([disappeared]);
    spec.given([appeared(), disappeared]).when(withdraw).then([]);
    spec.given([]).when(withdraw).then([]);
  });

  it('records a listing that comes back as appeared again, keeping its first date if the board gives none', () => {
    spec.given([appeared(), disappeared]).when(observe()).then([appeared()]);
    spec
      .given([appeared(), disappeared])
      .when(observe({ ...details, postedDate: null }, LATER))
      .then([appeared()]);
  });

  it('names changed fields in a fixed order, comparing lists by value', () => {
    expect(changedFields(details, { ...details, skills: ['Figma'] })).toEqual([]);
    expect(changedFields(details, { ...details, companyLogo: 'https://x.example/l.png', isRemote: true })).toEqual([
      'isRemote',
      'companyLogo',
    ]);
  });

  it('plans: observe what the board shows, withdraw what it no longer shows', () => {
    const candidate = (boardId: string): ExternalListingCandidate => ({ boardId, listing: details });
    const plan = planExternalListingSync(
      ['l1', 'l2', 'l2'],
      [
        { listingId: 'l2', candidate: candidate('b2') },
        { listingId: 'l3', candidate: candidate('b3') },
      ],
      AT,
    );
    expect(plan).toEqual([
      { type: 'WithdrawExternalListing', listingId: 'l1' },
      { type: 'ObserveExternalListing', listingId: 'l2', boardId: 'b2', listing: details, at: AT },
      { type: 'ObserveExternalListing', listingId: 'l3', boardId: 'b3', listing: details, at: AT },
    ]);
  });

  it('is listed exactly when last observed, and a rerun of any command appends nothing (property)', () => {
    const titles = fc.constantFrom('Design intern', 'Data intern');
    const command = fc.oneof(
      titles.map((title) => observe({ ...details, title })),
      fc.constant(withdraw),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25, size: 'max' }), (commands) => {
        const events: ExternalListingEvent[] = [];
        for (const next of commands) {
          events.push(...externalListingDecider.decide(next, fold(externalListingDecider, events)));
          expect(externalListingDecider.decide(next, fold(externalListingDecider, events))).toEqual([]);
        }
        const state = fold(externalListingDecider, events);
        const last = commands.at(-1);
        expect(state.status === 'listed').toBe(last?.type === 'ObserveExternalListing');
        if (last?.type === 'ObserveExternalListing' && state.status === 'listed') {
          expect(state.listing.title).toBe(last.listing.title);
        }
      }),
    );
  });
});
