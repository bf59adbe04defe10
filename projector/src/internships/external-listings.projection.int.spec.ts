import { describe, expect, it } from 'vitest';
import type { ExternalListingDetails } from '@stint/shared/internships/external-listings.events';
import { projectEvents, type GivenEvent } from '../testing/projection-spec';
import { externalListingsProjection } from './external-listings.projection';
import { externalListingStream } from '@stint/shared/internships/internships.streams';
import { topics } from '@stint/shared/live/topics';

const listing: ExternalListingDetails = {
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
const on = (id: string, type: string, data: Record<string, unknown> = {}): GivenEvent => ({
  stream: externalListingStream(id),
  type,
  data: { listingId: id, boardId: `board-${id}`, ...data },
});

describe('external listings projection', () => {
  it('keeps the listings the board offers now, as they now read, tells the public room, and replays the same', async () => {
    const spec = await projectEvents(externalListingsProjection, [
      on('l1', 'ExternalListingAppeared', { listing }),
      on('l2', 'ExternalListingAppeared', { listing: { ...listing, title: 'Data intern', isRemote: true } }),
      on('l3', 'ExternalListingAppeared', { listing: { ...listing, title: 'Gone intern' } }),
      on('l1', 'ExternalListingChanged', { listing: { ...listing, title: 'Product intern' }, changed: ['title'] }),
      on('l3', 'ExternalListingDisappeared'),
      on('l2', 'ExternalListingDisappeared'),
      on('l2', 'ExternalListingAppeared', { listing: { ...listing, title: 'Data intern again' } }),
      // Not its schema: skipped and logged, never thrown on.
      on('l4', 'ExternalListingAppeared', { listing: { title: 5 } }),
    ]);
    const expected = {
      external_listings: [
        { _id: 'l1', ...listing, title: 'Product intern' },
        { _id: 'l2', ...listing, title: 'Data intern again' },
      ],
    };
    expect(await spec.documents()).toEqual(expected);
    expect(spec.notices.every((notice) => notice.topic === topics.internships)).toBe(true);
    expect(spec.notices.every((notice) => notice.rooms.join() === 'public')).toBe(true);
    expect(new Set(spec.notices.flatMap((notice) => notice.ids))).toEqual(new Set(['l1', 'l2', 'l3']));
    expect(await spec.replay()).toEqual(expected);
    expect(await spec.replay()).toEqual(expected);
  });
});
