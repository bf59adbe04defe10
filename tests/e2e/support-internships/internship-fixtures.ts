/**
 * What the internship end-to-end tests set up through the api, as a script would: an employer and a student, a posted
 * internship, an application with a real PDF. Every account and title carries a random tag.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { callApi, PASSWORD, registerStudentThroughApi } from '../support-accounts/accounts-pages';

export type Account = { email: string; token: string; name: string };
export type Employer = Account & { companyName: string; phone: string };
export type ApiInternship = { _id: string; title: string };

/** A real, minimal one-page PDF (the api checks the file's content, not its name). */
export function smallPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** `YYYY-MM-DD`, `days` from today. */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function registerEmployer(baseUrl: string): Promise<Employer> {
  const tag = randomUUID().slice(0, 8);
  const companyName = `Acme Robotics ${tag}`;
  const email = `hiring-${tag}@example.org`;
  const phone = '+44 20 7946 0200';
  const registered = await callApi<{ token: string }>(baseUrl, '/auth/register', {
    body: {
      role: 'employer',
      email,
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName,
      companyAddress: '2 Dock Street, Leeds',
      firstName: 'Grace',
      lastName: `Hopper-${tag}`,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { email, phone, token: registered.body.data.token, name: `Grace Hopper-${tag}`, companyName };
}

export async function registerStudent(baseUrl: string, firstName: string): Promise<Account> {
  const student = await registerStudentThroughApi(baseUrl, firstName);
  return { email: student.email, token: student.token, name: `${student.firstName} ${student.lastName}` };
}

/**
 * An active internship of the employer's company with 2 positions, open for applications for 20 more days, running
 * from day 40 to day 130 from now; `changes` replace fields of the body (other dates: an internship already under way,
 * say).
 */
/** The whole internship form as the employer's screen sends it, with `changes`. */
const internshipForm = (employer: Employer, title: string, changes: Record<string, unknown>) => ({
  title,
  company: employer.companyName,
  positions: 2,
  description: 'Help us build warehouse robots.',
  location: 'Leeds, UK',
  startDate: isoDate(40),
  endDate: isoDate(130),
  applicationDeadline: isoDate(20),
  stipend: { amount: 1200, currency: 'GBP', period: 'monthly' },
  requirements: ['Curiosity'],
  ...changes,
});

export async function postInternship(
  baseUrl: string,
  employer: Employer,
  title: string,
  changes: Record<string, unknown> = {},
): Promise<ApiInternship> {
  const posted = await callApi<{ internship: ApiInternship }>(baseUrl, '/internships', {
    token: employer.token,
    body: internshipForm(employer, title, changes),
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return posted.body.data.internship;
}

/** The employer saves the edit form of an internship posted with `postInternship(…, title, changes)`. */
export async function editInternship(
  baseUrl: string,
  employer: Employer,
  internship: ApiInternship,
  changes: Record<string, unknown>,
): Promise<void> {
  const edited = await callApi(baseUrl, `/internships/${internship._id}`, {
    method: 'PUT',
    token: employer.token,
    body: internshipForm(employer, internship.title, changes),
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
}

/**
 * `POST /applications/apply` as the student's browser sends it: multipart with the cover letter and the file. Returns
 * the application's id.
 */
export async function applyThroughApi(
  baseUrl: string,
  student: Account,
  internshipId: string,
  coverLetter: string,
): Promise<string> {
  const form = new FormData();
  form.set('internshipId', internshipId);
  form.set('coverLetter', coverLetter);
  form.set('resume', new Blob([smallPdf(`Resume of ${student.name}`)], { type: 'application/pdf' }), 'resume.pdf');
  const response = await fetch(`${baseUrl}/api/v1/applications/apply`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${student.token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = (await response.json()) as { data: { application: { _id: string } } };
  return answer.data.application._id;
}

/** The employer's decision on an application, as their browser sends it. */
export async function decideThroughApi(
  baseUrl: string,
  employer: Employer,
  applicationId: string,
  status: 'reviewing' | 'accepted' | 'rejected',
): Promise<void> {
  const decided = await callApi(baseUrl, `/applications/${applicationId}/status`, {
    method: 'PATCH',
    token: employer.token,
    body: { status },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}
