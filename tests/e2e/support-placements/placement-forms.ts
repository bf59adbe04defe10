/**
 * The forms of a placement as its student fills them in (issue 5, issue 17 item 4): a logbook entry and a report
 * saved as drafts through their New forms, and the learning agreement submitted on the application page.
 */
import type { Locator, Page } from 'playwright-core';

/** The card of an item on a review list (a logbook entry, a report), found by its title. */
export const reviewCard = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

export type EntryDraft = {
  internshipId: string;
  title: string;
  activities: string;
  dueDate: string;
  hoursWorked?: string;
};

/** On /student/logbook: New Entry, filled in and saved as a draft. Returns the entry's card. */
export async function saveLogbookEntryDraft(page: Page, entry: EntryDraft): Promise<Locator> {
  await page.getByRole('button', { name: 'New Entry' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Internship').selectOption(entry.internshipId);
  await form.getByLabel('Week number').fill('1');
  await form.getByLabel('Title').fill(entry.title);
  await form.getByLabel('Activities').fill(entry.activities);
  await form.getByLabel('Learning outcomes').fill('How servo loops are tuned');
  await form.getByLabel('Hours worked').fill(entry.hoursWorked ?? '37.5');
  await form.getByLabel('Due date').fill(entry.dueDate);
  await form.getByLabel('Student reflection').fill('A steep but good start');
  await form.getByRole('button', { name: 'Save Draft' }).click();
  return reviewCard(page, entry.title);
}

/** A draft's Submit on its card: it goes to its reviewer, and the card says Submitted. */
export async function submitDraft(card: Locator): Promise<void> {
  await card.getByRole('button', { name: /^Submit/ }).click();
  await card.getByText('Submitted', { exact: true }).first().waitFor();
}

export type ReportDraft = {
  internshipId: string;
  type: 'weekly' | 'monthly' | 'midterm' | 'final' | 'reflection';
  title: string;
  content: string;
  summary: string;
  dueDate: string;
};

/** On /student/reports: New Report, filled in and saved as a draft. Returns the report's card. */
export async function saveReportDraft(page: Page, report: ReportDraft): Promise<Locator> {
  await page.getByRole('button', { name: 'New Report' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Internship').selectOption(report.internshipId);
  await form.getByLabel('Report type').selectOption(report.type);
  await form.getByLabel('Title').fill(report.title);
  await form.getByLabel('Content').fill(report.content);
  await form.getByLabel('Summary').fill(report.summary);
  await form.getByLabel('Due date').fill(report.dueDate);
  await form.getByRole('button', { name: 'Save Draft' }).click();
  return reviewCard(page, report.title);
}

/** On the student's application page: the learning agreement filled in and submitted, with the employer to confirm. */
export async function submitLearningAgreement(
  page: Page,
  agreement: { startDate: string; endDate: string; goals: string },
): Promise<void> {
  await page.getByLabel('Start date').fill(agreement.startDate);
  await page.getByLabel('End date').fill(agreement.endDate);
  await page.getByLabel('Workplace supervisor').fill('Grace Hopper');
  await page.getByLabel('Supervisor email').fill('grace@example.org');
  await page.getByLabel('Learning goals').fill(agreement.goals);
  await page.getByRole('button', { name: 'Submit Learning Agreement' }).click();
  await page.getByText('Your learning agreement is with your employer to confirm.').waitFor();
}
