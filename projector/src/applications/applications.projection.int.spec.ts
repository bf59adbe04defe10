import { describe, expect, it } from 'vitest';

import { februaryInternshipDetails as details, userRegistered } from '../testing/placement-events';
import { projectionSpec } from '../testing/projection-spec';
import { applicationsProjection } from './applications.projection';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { topics } from '@stint/shared/live/topics';

const resume = (key: string) => ({ key: key.repeat(32), contentType: 'application/pdf', size: 1234 });
const at = (minute: number) => `2027-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const student = { id: 's1', role: 'student' };
const employer = { id: 'e1', role: 'employer' };

describe('applications projection', () => {
  it('builds each application with its history and summaries, follows renames, and replays the same', async () => {
    const { cipher, seal, project } = projectionSpec(applicationsProjection);
    const registered = (userId: string, role: string, firstName: string) =>
      userRegistered(seal, {
        userId,
        role,
        metadata: { at: at(0) },
        personal: { email: `${userId}@example.org`, firstName, lastName: 'L', phone: '1' },
        profile: role === 'student' ? { university: 'Uni', major: 'CS', program: 'BSc', yearOfStudy: '3' } : {},
      });
    const spec = await project([
      await registered('s1', 'student', 'Ada'),
      await registered('s2', 'student', 'Alan'),
      await registered('e1', 'employer', 'Erin'),
      {
        stream: internshipStream('i1'),
        type: 'InternshipPosted',
        metadata: { at: at(1), actor: employer },
        data: { internshipId: 'i1', employerId: 'e1', status: 'active', details },
      },
      {
        stream: internshipStream('i1'),
        type: 'ApplicationSubmitted',
        metadata: { at: at(2), actor: student },
        data: {
          internshipId: 'i1',
          applicationId: 'a1',
          studentId: 's1',
          resume: resume('a'),
          personal: await seal('s1', {
            coverLetter: 'Dear Northwind',
            resumeName: 'ada.pdf',
            gpa: 3.9,
            expectedGraduation: '2028',
          }),
        },
      },
      {
        stream: internshipStream('i1'),
        type: 'ApplicationSubmitted',
        metadata: { at: at(3), actor: { id: 's2', role: 'student' } },
        data: {
          internshipId: 'i1',
          applicationId: 'a2',
          studentId: 's2',
          resume: resume('b'),
          personal: await seal('s2', {
            coverLetter: 'Hello',
            resumeName: 'alan.pdf',
            gpa: null,
            expectedGraduation: null,
          }),
        },
      },
      {
        stream: userStream('s1'),
        type: 'ProfileUpdated',
        metadata: { at: at(4) },
        data: {
          userId: 's1',
          personal: await seal('s1', { firstName: 'Augusta' }),
          profile: { program: 'MSc', major: 'Maths', yearOfStudy: '4' },
        },
      },
      {
        stream: internshipStream('i1'),
        type: 'InternshipUpdated',
        metadata: { at: at(5), actor: employer },
        data: { internshipId: 'i1', details: { ...details, title: 'Platform intern' } },
      },
      {
        stream: internshipStream('i1'),
        type: 'ApplicationStatusChanged',
        metadata: { at: at(6), actor: employer },
        data: {
          internshipId: 'i1',
          applicationId: 'a1',
          studentId: 's1',
          from: 'pending',
          to: 'reviewing',
          note: 'Strong letter',
        },
      },
      {
        stream: internshipStream('i1'),
        type: 'ApplicationStatusChanged',
        metadata: { at: at(7), actor: employer },
        data: { internshipId: 'i1', applicationId: 'a1', studentId: 's1', from: 'reviewing', to: 'accepted' },
      },
      {
        stream: internshipStream('i1'),
        type: 'ApplicationStatusChanged',
        metadata: { at: at(8), actor: { id: 's2', role: 'student' } },
        data: { internshipId: 'i1', applicationId: 'a2', studentId: 's2', from: 'pending', to: 'withdrawn' },
      },
      {
        stream: internshipStream('i1'),
        type: 'InternshipDeactivated',
        metadata: { at: at(9), actor: employer },
        data: { internshipId: 'i1' },
      },
    ]);
    const documents = await spec.documents();
    // Ada renamed herself Augusta and changed her major: her summary, and the one her application copies.
    const augusta = {
      _id: 's1',
      firstName: 'Augusta',
      lastName: 'L',
      email: 's1@example.org',
      phone: '1',
      university: 'Uni',
      major: 'Maths',
      yearOfStudy: '4',
    };
    expect(documents.application_internships).toEqual([
      {
        _id: 'i1',
        employerId: 'e1',
        status: 'inactive',
        title: 'Platform intern',
        company: 'Northwind',
        location: 'Lisbon',
      },
    ]);
    expect(documents.application_students).toEqual([
      augusta,
      expect.objectContaining({ _id: 's2', firstName: 'Alan' }),
    ]);
    expect(documents.applications).toEqual([
      {
        _id: 'a1',
        status: 'accepted',
        stage: 'accepted',
        stageOrder: 4,
        appliedDate: at(2),
        coverLetter: 'Dear Northwind',
        resume: { originalName: 'ada.pdf', contentType: 'application/pdf', size: 1234 },
        gpa: 3.9,
        expectedGraduation: '2028',
        internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind', location: 'Lisbon' },
        student: augusta,
        statusHistory: [
          { status: 'pending', at: at(2), by: student },
          { status: 'reviewing', at: at(6), by: employer, note: 'Strong letter' },
          { status: 'accepted', at: at(7), by: employer },
        ],
        updatedAt: at(7),
        internshipId: 'i1',
        studentId: 's1',
        employerId: 'e1',
        resumeKey: 'a'.repeat(32),
      },
      expect.objectContaining({
        _id: 'a2',
        status: 'withdrawn',
        stage: 'withdrawn',
        gpa: null,
        expectedGraduation: null,
        statusHistory: [
          { status: 'pending', at: at(3), by: { id: 's2', role: 'student' } },
          { status: 'withdrawn', at: at(8), by: { id: 's2', role: 'student' } },
        ],
      }),
    ]);
    const applicationNotices = spec.notices.filter((notice) => notice.topic === topics.applications);
    expect(applicationNotices.map((notice) => notice.rooms)).toContainEqual(['employer:e1', 'user:s1']);
    expect(applicationNotices.flatMap((notice) => notice.ids)).toEqual(expect.arrayContaining(['a1', 'a2']));

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);

    // Erasing the student's key erases what they wrote and who they are, in every copy at once.
    await cipher.erase('s1');
    const erased = (await spec.replay()).applications!.find((application) => application._id === 'a1');
    expect(erased).toMatchObject({
      coverLetter: '',
      resume: { originalName: 'resume.pdf' },
      gpa: null,
      student: { firstName: 'Deleted user', email: '', phone: '' },
      status: 'accepted',
    });
  });

  it('shows the stage: an old history at the stage its status implies, stage events as they move', async () => {
    const { seal, project } = projectionSpec(applicationsProjection);
    const change = (minute: number, type: string, applicationId: string, from: string, to: string) => ({
      stream: internshipStream('i1'),
      type,
      metadata: { at: at(minute), actor: employer },
      data: { internshipId: 'i1', applicationId, studentId: applicationId === 'a1' ? 's1' : 's2', from, to },
    });
    const submitted = async (minute: number, applicationId: string, studentId: string) => ({
      stream: internshipStream('i1'),
      type: 'ApplicationSubmitted',
      metadata: { at: at(minute), actor: { id: studentId, role: 'student' } },
      data: {
        internshipId: 'i1',
        applicationId,
        studentId,
        resume: resume(applicationId === 'a1' ? 'a' : 'b'),
        personal: await seal(studentId, { coverLetter: 'Hi', resumeName: 'cv.pdf', gpa: 3, expectedGraduation: null }),
      },
    });
    const spec = await project([
      {
        stream: internshipStream('i1'),
        type: 'InternshipPosted',
        metadata: { at: at(1), actor: employer },
        data: { internshipId: 'i1', employerId: 'e1', status: 'active', details },
      },
      await submitted(2, 'a1', 's1'),
      await submitted(3, 'a2', 's2'),
      // a1: recorded before stages, a status change alone.
      change(4, 'ApplicationStatusChanged', 'a1', 'pending', 'reviewing'),
      // a2: moved to interview, then offer.
      change(5, 'ApplicationStatusChanged', 'a2', 'pending', 'reviewing'),
      change(6, 'ApplicationStageChanged', 'a2', 'new', 'interview'),
      change(7, 'ApplicationStageChanged', 'a2', 'interview', 'offer'),
      // A stage its status contradicts (no decider records one) is skipped; what follows still applies.
      change(8, 'ApplicationStageChanged', 'a1', 'shortlisted', 'accepted'),
      change(9, 'ApplicationStageChanged', 'a1', 'shortlisted', 'interview'),
    ]);
    const documents = await spec.documents();
    const byId = Object.fromEntries(documents.applications!.map((application) => [application._id, application]));
    expect(byId.a1).toMatchObject({ status: 'reviewing', stage: 'interview', stageOrder: 2, updatedAt: at(9) });
    expect(byId.a2).toMatchObject({ status: 'reviewing', stage: 'offer', stageOrder: 3, updatedAt: at(7) });
    // A stage move is not a status change: the history the student sees holds statuses only.
    expect(byId.a2).toMatchObject({ statusHistory: [{ status: 'pending' }, { status: 'reviewing' }] });
    expect(byId.a2).toHaveProperty('statusHistory.length', 2);
    const noticed = spec.notices.filter((notice) => notice.topic === topics.applications).flatMap((n) => n.ids);
    expect(noticed).toEqual(expect.arrayContaining(['a1', 'a2']));
    expect(await spec.replay()).toEqual(documents);

    const old = await project([
      {
        stream: internshipStream('i1'),
        type: 'InternshipPosted',
        metadata: { at: at(1), actor: employer },
        data: { internshipId: 'i1', employerId: 'e1', status: 'active', details },
      },
      await submitted(2, 'a1', 's1'),
      await submitted(3, 'a2', 's2'),
      change(4, 'ApplicationStatusChanged', 'a1', 'pending', 'reviewing'),
    ]);
    expect((await old.documents()).applications!.map(({ _id, status, stage }) => ({ _id, status, stage }))).toEqual([
      { _id: 'a1', status: 'reviewing', stage: 'shortlisted' },
      { _id: 'a2', status: 'pending', stage: 'new' },
    ]);
  });
});
