import { describe, expect, it } from 'vitest';
import { newPlacedDocument } from './placement-lookups.read-models';

describe('newPlacedDocument', () => {
  const ids = { studentId: 's1', employerId: 'e1', internshipId: 'i1', applicationId: 'a1' };
  const internship = { _id: 'i1', title: 'Data intern', company: 'Acme' };
  const student = { _id: 's1', firstName: 'Ada', lastName: 'Lovelace', studentId: 'S-1', email: 'ada@example.com' };
  const by = { id: 's1', role: 'student' };

  it('shows the internship and student, opens the history with the first status and keeps the placement ids', () => {
    const document = newPlacedDocument('draft', ids, { internship, student }, { at: '2026-03-02T10:00:00Z', by });
    expect(document).toEqual({
      internship,
      student,
      statusHistory: [{ status: 'draft', at: '2026-03-02T10:00:00Z', by }],
      createdAt: '2026-03-02T10:00:00Z',
      updatedAt: '2026-03-02T10:00:00Z',
      ...ids,
    });
  });

  it('copies only the internship fields a review item shows, and never shares the student object', () => {
    const wider = { ...internship, employerId: 'e1' };
    const document = newPlacedDocument('draft', ids, { internship: wider, student }, { at: 't', by: null });
    expect(document.internship).toEqual(internship);
    expect(document.student).not.toBe(student);
  });
});
