/**
 * The steps to a completion certificate (issue 17 item 7) that end-to-end journeys share: the final report and the
 * final evaluation approved through the api as the student, the employer and an admin would, taking the certificate
 * and downloading its PDF on the student's application page, and checking its code on the public verification page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { callApi } from '../support-accounts/accounts-pages';
import { isoDate } from '../support-internships/internship-fixtures';

type Token = { token: string };

/** An admin's token, signed in through the api. */
export async function adminToken(url: string, admin: { email: string; password: string }): Promise<Token> {
  const signedIn = await callApi<{ token: string }>(url, '/auth/login', { body: admin });
  expect(signedIn.status).toBe(200);
  return { token: signedIn.body.data.token };
}

/** The student writes and submits a final report at the internship; an admin approves it. */
export async function approvedFinalReport(url: string, student: Token, internshipId: string, admin: Token) {
  const created = await callApi<{ report: { _id: string } }>(url, '/reports', {
    token: student.token,
    body: {
      internship: internshipId,
      type: 'final',
      title: 'Final report',
      content: 'What I built, what I learnt and what I would do next.',
      summary: 'A placement well spent',
      dueDate: isoDate(7),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.report._id;
  expect((await callApi(url, `/reports/${id}/submit`, { token: student.token, body: {} })).status).toBe(200);
  const approved = await callApi(url, `/reports/${id}/review`, { token: admin.token, body: { status: 'approved' } });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/** The employer evaluates the student's whole placement (a final evaluation); an admin reviews and approves it. */
export async function approvedEvaluation(
  url: string,
  employer: Token,
  student: { id: string },
  internship: { _id: string; startDate: string; endDate: string },
  admin: Token,
) {
  const rating = 4;
  const sent = await callApi<{ _id: string }>(url, '/evaluations', {
    token: employer.token,
    body: {
      student: student.id,
      internship: internship._id,
      type: 'final',
      period: { startDate: internship.startDate, endDate: internship.endDate },
      ratings: {
        technicalSkills: rating,
        communicationSkills: rating,
        teamwork: rating,
        problemSolving: rating,
        initiative: rating,
        reliability: rating,
        adaptability: rating,
        overallPerformance: rating,
      },
      strengths: ['Careful'],
      areasForImprovement: ['Estimates'],
      specificExamples: 'Shipped the importer alone.',
      recommendations: ['More ownership'],
      additionalComments: '',
      attendance: { totalDays: 40, daysPresent: 39, punctuality: 'good' },
      workQuality: 'excellent',
      wouldHire: true,
      wouldRecommend: true,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  for (const status of ['reviewed', 'approved']) {
    const reviewed = await callApi(url, `/evaluations/${sent.body.data._id}/review`, {
      token: admin.token,
      body: { status },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  }
}

/**
 * On the student's application page, once every ground is ticked: takes the certificate, downloads its PDF and checks
 * it carries the code shown on the page. Returns the code as shown (groups of four).
 */
export async function takeAndDownloadCertificate(page: Page): Promise<string> {
  const take = page.getByRole('button', { name: 'Get your certificate' });
  await expect.poll(() => take.isEnabled(), { timeout: 15_000 }).toBe(true);
  await take.click();
  await page.getByText('Congratulations — your certificate is ready').waitFor();
  const code = (await page.locator('.certificate__code').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^([0-9A-Z]{4}-){5}[0-9A-Z]{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const path = await download.path();
  const pdf = await PDFDocument.load(await readFile(path));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getSubject()).toBe(code);
  return code;
}

/** A visitor types the code (lower case, in groups) on the public verification page and sees its answer. */
export async function openVerifyPage(page: Page, url: string, code: string) {
  await page.goto(`${url}/verify`);
  await page.getByLabel('Verification code').fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(new RegExp(`/verify/${code.replace(/-/g, '')}$`));
}
