/** The internships projection under an administrator's take-down and restore (issue 7, internship oversight). */
import { describe, expect, it } from 'vitest';
import { adminInternshipStatus, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { februaryInternshipDetails } from '../testing/placement-events';
import { projectEvents, type GivenEvent } from '../testing/projection-spec';
import { internshipsProjection } from './internships.projection';
import { internshipStream } from '@stint/shared/internships/internships.streams';

const details = februaryInternshipDetails;
const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('internships projection: take-down and restore', () => {
  it('hides a taken-down internship (status inactive), marks an edit since as pending, restores the owner’s status', async () => {
    const on = (id: string, minute: number, type: string, data: Record<string, unknown> = {}): GivenEvent => ({
      stream: internshipStream(id),
      type,
      data: { internshipId: id, ...data },
      metadata: { at: at(minute) },
    });
    const spec = await projectEvents(internshipsProjection, [
      on('i1', 0, 'InternshipPosted', { employerId: 'e1', status: 'active', details }),
      on('i2', 1, 'InternshipPosted', { employerId: 'e1', status: 'active', details }),
      on('i3', 2, 'InternshipPosted', { employerId: 'e1', status: 'active', details }),
      // i1: taken down, fixed by its employer, restored: active again, the take-down gone without a trace.
      on('i1', 3, 'InternshipTakenDown', { reason: 'Unpaid but listed as paid' }),
      on('i1', 4, 'InternshipUpdated', { details: { ...details, title: 'Backend intern (paid)' } }),
      on('i1', 5, 'InternshipRestored'),
      // i2: taken down, then its employer deactivates it: restored to what the employer made it.
      on('i2', 6, 'InternshipTakenDown', { reason: 'Duplicate' }),
      on('i2', 7, 'InternshipDeactivated'),
      // i3: taken down, edited since: waits for a review.
      on('i3', 8, 'InternshipTakenDown', { reason: 'Misleading' }),
      on('i3', 9, 'InternshipUpdated', { details }),
      on('i2', 10, 'InternshipRestored'),
    ]);
    const documents = await spec.documents();
    const byId = Object.fromEntries(
      (documents.internships as InternshipDocument[]).map((document) => [document._id, document]),
    );
    expect(byId.i1).toMatchObject({ status: 'active', title: 'Backend intern (paid)', updatedAt: at(5) });
    expect(byId.i1).not.toHaveProperty('takenDown');
    expect(byId.i1).not.toHaveProperty('ownerStatus');
    expect(byId.i2).toMatchObject({ status: 'inactive', updatedAt: at(10) });
    expect(byId.i2).not.toHaveProperty('takenDown');
    expect(byId.i3).toMatchObject({
      status: 'inactive',
      ownerStatus: 'active',
      takenDown: { reason: 'Misleading', at: at(8), revisedAt: at(9) },
    });
    expect(adminInternshipStatus(byId.i1!)).toBe('active');
    expect(adminInternshipStatus(byId.i2!)).toBe('inactive');
    expect(adminInternshipStatus(byId.i3!)).toBe('pending');

    // The public lists drop a taken-down internship live, and the admins hear of every change.
    const rooms = (id: string) =>
      new Set(spec.notices.filter((notice) => notice.ids.includes(id)).flatMap((notice) => notice.rooms));
    expect([...rooms('i3')].sort()).toEqual(['admins', 'employer:e1', 'public']);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });

  it('shows a taken-down internship as taken_down until its employer edits it', async () => {
    const spec = await projectEvents(internshipsProjection, [
      {
        stream: internshipStream('i9'),
        type: 'InternshipPosted',
        data: { internshipId: 'i9', employerId: 'e9', status: 'draft', details },
        metadata: { at: at(0) },
      },
      {
        stream: internshipStream('i9'),
        type: 'InternshipTakenDown',
        data: { internshipId: 'i9', reason: 'Spam' },
        metadata: { at: at(1) },
      },
    ]);
    const [document] = (await spec.documents()).internships as InternshipDocument[];
    expect(document).toMatchObject({ status: 'draft', ownerStatus: 'draft', takenDown: { revisedAt: null } });
    expect(adminInternshipStatus(document!)).toBe('taken_down');
  });
});
