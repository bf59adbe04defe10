/** The internship and its applications as the internships and applications decider specs give them. */
import type { InternshipDetails, InternshipEvent } from '../internships/internships.events';
import type { InternshipCommand } from '../internships/internships.commands';

export const details: InternshipDetails = {
  title: 'Backend intern',
  company: 'Northwind',
  category: 'Technology',
  positions: 1,
  description: 'Build things',
  requirements: [],
  responsibilities: [],
  benefits: [],
  skills: ['TypeScript'],
  workType: 'onsite',
  location: 'Lisbon',
  startDate: '2027-02-01',
  endDate: '2027-05-01',
  duration: '3 months',
  stipend: { amount: 1000, currency: 'EUR', period: 'monthly' },
  applicationDeadline: '2027-01-15',
  isRemote: false,
  isPaid: true,
  type: null,
  salary: null,
};
export const sealed = { $pii: 'v1' as const, p: 's', iv: 'i', ct: 'c', tag: 't' };
export const resume = { key: 'k'.repeat(32), contentType: 'application/pdf', size: 10 };
/** The day every command is sent, before the deadline (2027-01-15). */
export const today = '2027-01-01';

/** Internship `i1` of employer `e1`, active. */
export const posted = (positions = 1): InternshipEvent => ({
  type: 'InternshipPosted',
  data: { internshipId: 'i1', employerId: 'e1', status: 'active', details: { ...details, positions } },
});

export const applied = (applicationId: string, studentId: string): InternshipEvent => ({
  type: 'ApplicationSubmitted',
  data: { internshipId: 'i1', applicationId, studentId, resume, personal: sealed },
});

/** Student `s<n>` applying with application `a<n>`. */
export const submitApplication = (n: number): InternshipCommand => ({
  type: 'SubmitApplication',
  applicationId: `a${n}`,
  studentId: `s${n}`,
  resume,
  personal: sealed,
  today,
});

/** Student `studentId` withdrawing application `applicationId` on `on` (by default before the internship starts). */
export const withdrawApplication = (applicationId: string, studentId: string, on = today): InternshipCommand => ({
  type: 'WithdrawApplication',
  applicationId,
  studentId,
  today: on,
  endDate: details.endDate,
});
