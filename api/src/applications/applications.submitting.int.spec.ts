/**
 * The applications api over HTTP: taking an application, its upload, and when an internship takes them.
 * Setup in applications.test-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { RESUME_MAX_BYTES } from '@stint/shared/applications/applications.constants';
import { today } from '@stint/launcher/testing/people';
import { docxBytes, pdfBytes, pngBytes } from './testing/resume-fixtures';
import { details, useApplicationsApi } from './applications.test-setup';
import { internshipStream } from '@stint/shared/internships/internships.streams';

describe('applications api', () => {
  const setup = useApplicationsApi();
  const { onInternship, postInternship, apply, pdf, resume, applied, decide, ada, alan, grace, northwind, acme } =
    setup;

  it('takes an application with a PDF resume, seals what the student wrote, and refuses a second one', async () => {
    const internshipId = await postInternship(northwind, { title: 'Data intern', location: 'Porto' });
    const response = await apply(ada.token, {
      internshipId,
      coverLetter: '  Dear Northwind, I like data.  ',
      resume: resume('Ada Lovelace – CV.pdf'),
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Application submitted successfully!');
    const { application } = response.body.data;
    expect(application).toEqual({
      _id: deterministicId(internshipId, ada.id),
      status: 'pending',
      stage: 'new',
      appliedDate: expect.any(String),
      coverLetter: 'Dear Northwind, I like data.',
      resume: { originalName: 'Ada Lovelace – CV.pdf', contentType: 'application/pdf', size: pdf.length },
      gpa: null,
      expectedGraduation: null,
      internship: { _id: internshipId, title: 'Data intern', company: 'Northwind', location: 'Porto' },
      student: {
        _id: ada.id,
        firstName: 'Ada',
        lastName: 'Tester',
        email: ada.email,
        phone: '+1 555 0100',
        university: 'Unlisted College',
        major: 'Software',
        yearOfStudy: '3',
      },
      statusHistory: [{ status: 'pending', at: application.appliedDate, by: { id: ada.id, role: 'student' } }],
      updatedAt: application.appliedDate,
    });
    const [, submitted] = await setup.api.platform.eventStore.readStream(internshipStream(internshipId));
    expect(submitted!.type).toBe('ApplicationSubmitted');
    expect(JSON.stringify(submitted!.data)).not.toMatch(/Dear Northwind|Lovelace/);

    const blobs = join(setup.api.platform.config.dataDir, 'blobs');
    const countBlobs = async () =>
      (await Promise.all((await readdir(blobs)).map((dir) => readdir(join(blobs, dir))))).flat().length;
    const before = await countBlobs();
    const again = await apply(ada.token, { internshipId, coverLetter: 'Again', resume: resume() });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: 'You have already applied to this internship' },
    });
    // Refused, and the file it brought is not kept.
    expect(await countBlobs()).toBe(before);

    const word = await apply(alan.token, {
      internshipId,
      coverLetter: 'Hello',
      resume: { bytes: docxBytes(), name: 'alan.docx', type: 'application/octet-stream' },
    });
    expect(word.status).toBe(201);
    expect(word.body.data.application.resume.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a bad upload with the spec’s message', async () => {
    const internshipId = await postInternship(northwind);
    const body = { internshipId, coverLetter: 'Hello' };
    expect(await apply(alan.token, { ...body, resume: { bytes: pngBytes(), name: 'photo.pdf' } })).toMatchObject({
      status: 415,
      body: { success: false, message: 'Only PDF and Word documents are allowed!' },
    });
    const tooBig = await apply(alan.token, {
      ...body,
      resume: { bytes: pdfBytes(RESUME_MAX_BYTES + 1), name: 'cv.pdf' },
    });
    expect(tooBig).toMatchObject({
      status: 413,
      body: { success: false, message: 'File size must be less than 5MB!' },
    });
    const noResume = await apply(alan.token, body);
    expect(noResume).toMatchObject({ status: 400, body: { message: 'Please upload your resume' } });
    const noLetter = await apply(alan.token, { internshipId, coverLetter: '   ', resume: resume() });
    expect(noLetter).toMatchObject({ status: 400, body: { message: 'Cover letter is required' } });
    const nothing = await apply(alan.token, { internshipId });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Cover letter is required');
    expect(nothing.body.errors).toEqual([
      { path: 'coverLetter', message: 'Cover letter is required' },
      { path: 'resume', message: 'Please upload your resume' },
    ]);
    const twoFiles = await apply(alan.token, { ...body, resume: resume(), extra: resume('second.pdf') });
    expect(twoFiles.status).toBe(400);
    const notMultipart = await setup.api.post('/applications/apply', body, alan.token);
    expect(notMultipart).toMatchObject({ status: 400, body: { message: 'Please upload your resume' } });
    expect(
      (await setup.api.get(`/applications/employer/internship/${internshipId}`, northwind.token)).body.data,
    ).toEqual({
      applications: [],
    });

    // Exactly the limit is fine.
    const largest = await apply(alan.token, { ...body, resume: { bytes: pdfBytes(RESUME_MAX_BYTES), name: 'cv.pdf' } });
    expect(largest.status).toBe(201);
    expect(largest.body.data.application.resume.size).toBe(RESUME_MAX_BYTES);
  });

  it('takes applications only to an active internship before its deadline', async () => {
    const closed = await postInternship(northwind);
    await onInternship(northwind, closed, { type: 'DeactivateInternship', employerId: northwind.id });
    const body = { coverLetter: 'Hello', resume: resume() };
    expect(await apply(grace.token, { ...body, internshipId: closed })).toMatchObject({
      status: 409,
      body: { message: 'This internship is not accepting applications' },
    });

    const lapsed = await postInternship(northwind);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await onInternship(northwind, lapsed, {
      type: 'UpdateInternship',
      employerId: northwind.id,
      details: { ...details, applicationDeadline: yesterday },
      today: today(),
    });
    expect((await apply(grace.token, { ...body, internshipId: lapsed })).status).toBe(409);
    expect(await apply(grace.token, { ...body, internshipId: randomUUID() })).toMatchObject({
      status: 404,
      body: { message: 'Internship not found' },
    });
    expect((await apply(grace.token, { ...body, internshipId: '../user-x' })).status).toBe(400);
  });

  it('stops taking applications once every position is filled, and takes them again when a position is added', async () => {
    const internshipId = await postInternship(acme);
    const { _id: chosen } = await applied(ada, internshipId);
    const { _id: waiting } = await applied(alan, internshipId);
    expect((await decide(acme, chosen, { status: 'accepted' })).status).toBe(200);

    const body = { internshipId, coverLetter: 'Hello', resume: resume() };
    expect(await apply(grace.token, body)).toMatchObject({
      status: 409,
      body: {
        success: false,
        message: 'The position of this internship is filled, so it no longer takes applications',
      },
    });
    // Who applied before it filled can still be turned down; nobody can take a seat that is not there.
    expect(await decide(acme, waiting, { status: 'accepted' })).toMatchObject({
      status: 409,
      body: { message: 'All 1 position is already filled for this internship' },
    });
    expect((await decide(acme, waiting, { status: 'rejected' })).status).toBe(200);

    await onInternship(acme, internshipId, {
      type: 'UpdateInternship',
      employerId: acme.id,
      details: { ...details, positions: 2 },
      today: today(),
    });
    expect((await apply(grace.token, body)).status).toBe(201);
  });
});
