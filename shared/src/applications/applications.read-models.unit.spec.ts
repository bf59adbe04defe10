import { describe, expect, it } from 'vitest';
import { resume, sealed } from '../testing/internship-events';
import { evolveApplicationDocument, type ApplicationDocument } from './applications.read-models';

const at = '2027-01-02T10:00:00.000Z';
const student = {
  _id: 's1',
  firstName: 'Ada',
  lastName: 'Tester',
  email: 'ada@example.test',
  phone: '',
  university: 'Unlisted College',
  major: 'Software',
  yearOfStudy: '3',
};
const internship = {
  _id: 'i1',
  employerId: 'e1',
  status: 'active' as const,
  title: 'Data intern',
  company: 'Northwind',
  location: 'Porto',
};
const submitted = {
  type: 'ApplicationSubmitted' as const,
  data: { internshipId: 'i1', applicationId: 'a1', studentId: 's1', resume, personal: sealed },
};
const personal = { coverLetter: 'Dear Northwind', resumeName: 'Ada – CV.pdf', gpa: 3.7, expectedGraduation: '2028' };

describe('the application document', () => {
  it('starts pending with what the student wrote, its internship and its student', () => {
    const document = evolveApplicationDocument(null, submitted, {
      at,
      actor: { id: 's1', role: 'student' },
      internship,
      student,
      personal,
    });
    expect(document).toEqual<ApplicationDocument>({
      _id: 'a1',
      status: 'pending',
      stage: 'new',
      stageOrder: 0,
      appliedDate: at,
      coverLetter: 'Dear Northwind',
      resume: { originalName: 'Ada – CV.pdf', contentType: 'application/pdf', size: 10 },
      gpa: 3.7,
      expectedGraduation: '2028',
      internship: { _id: 'i1', title: 'Data intern', company: 'Northwind', location: 'Porto' },
      student,
      statusHistory: [{ status: 'pending', at, by: { id: 's1', role: 'student' } }],
      updatedAt: at,
      internshipId: 'i1',
      studentId: 's1',
      employerId: 'e1',
      resumeKey: resume.key,
    });
  });

  it('shows nothing the student wrote once their key is erased, and blanks an internship it does not know', () => {
    const document = evolveApplicationDocument(null, submitted, {
      at,
      actor: null,
      internship: null,
      student,
      personal: null,
    });
    expect(document).toMatchObject({
      coverLetter: '',
      resume: { originalName: 'resume.pdf' },
      gpa: null,
      expectedGraduation: null,
      internship: { _id: 'i1', title: '', company: '', location: '' },
      employerId: '',
    });
  });

  it('records each status change in its history, with the note, and ignores an application it does not know', () => {
    const pending = evolveApplicationDocument(null, submitted, { at, actor: null, internship, student, personal });
    const changed = {
      type: 'ApplicationStatusChanged' as const,
      data: {
        internshipId: 'i1',
        applicationId: 'a1',
        studentId: 's1',
        from: 'pending' as const,
        to: 'accepted' as const,
      },
    };
    const later = '2027-01-05T09:00:00.000Z';
    const employer = { id: 'e1', role: 'employer' };
    expect(
      evolveApplicationDocument(
        pending,
        { ...changed, data: { ...changed.data, note: 'Welcome' } },
        { at: later, actor: employer },
      ),
    ).toEqual({
      ...pending,
      status: 'accepted',
      stage: 'accepted',
      stageOrder: 4,
      statusHistory: [...pending.statusHistory, { status: 'accepted', at: later, by: employer, note: 'Welcome' }],
      updatedAt: later,
    });
    expect(evolveApplicationDocument(pending, changed, { at: later, actor: employer })?.statusHistory.at(-1)).toEqual({
      status: 'accepted',
      at: later,
      by: employer,
    });
    expect(evolveApplicationDocument(null, changed, { at: later, actor: employer })).toBeNull();
  });

  it('moves between the stages of review without a status change, and never to a stage its status contradicts', () => {
    const pending = evolveApplicationDocument(null, submitted, { at, actor: null, internship, student, personal });
    const ids = { internshipId: 'i1', applicationId: 'a1', studentId: 's1' };
    const employer = { id: 'e1', role: 'employer' };
    const later = '2027-01-05T09:00:00.000Z';
    const reviewing = evolveApplicationDocument(
      pending,
      { type: 'ApplicationStatusChanged', data: { ...ids, from: 'pending', to: 'reviewing' } },
      { at: later, actor: employer },
    );
    // A status change alone (an old history, or the decision route) shows the stage its status implies.
    expect(reviewing).toMatchObject({ status: 'reviewing', stage: 'shortlisted', stageOrder: 1 });
    const interview = evolveApplicationDocument(
      reviewing,
      { type: 'ApplicationStageChanged', data: { ...ids, from: 'new', to: 'interview' } },
      { at: later, actor: employer },
    );
    expect(interview).toEqual({ ...reviewing, stage: 'interview', stageOrder: 2 });
    expect(
      evolveApplicationDocument(
        pending,
        { type: 'ApplicationStageChanged', data: { ...ids, from: 'new', to: 'offer' } },
        { at: later, actor: employer },
      ),
    ).toBeNull();
  });
});
