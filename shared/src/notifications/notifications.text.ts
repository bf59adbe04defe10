/** What each kind of notification says (pure: the projector composes it, the data export composes it withheld). */
import { DELETED_USER_NAME } from '../accounts/accounts.read-models';
import type { NotificationKind } from './notifications.constants';
import type { NotificationFacts } from './notifications.read-models';

const quoted = (title: string | undefined) => `“${title || 'Untitled'}”`;
const withComment = (text: string, comment: string | undefined) => (comment ? `${text} Comment: ${comment}` : text);

export function composeNotification(kind: NotificationKind, facts: NotificationFacts): { title: string; body: string } {
  const internship = facts.internshipTitle || 'an internship';
  const company = facts.company || 'The employer';
  const student = facts.studentName || 'A student';
  switch (kind) {
    case 'application-received':
      return { title: `New application for ${internship}`, body: `${student} applied. Review the application.` };
    case 'application-reviewing':
      return {
        title: 'Application under review',
        body: `${company} is reviewing your application for ${internship}.`,
      };
    case 'application-accepted':
      return {
        title: 'Application accepted',
        body: `Congratulations! ${company} accepted your application for ${internship}.`,
      };
    case 'application-rejected':
      return {
        title: 'Application not successful',
        body: `${company} did not accept your application for ${internship}.`,
      };
    case 'logbook-submitted':
      return {
        title: 'Logbook entry to review',
        body: `${student} submitted ${quoted(facts.itemTitle)} for ${internship}.`,
      };
    case 'logbook-approved':
      return {
        title: 'Logbook entry approved',
        body: withComment(`Your employer approved ${quoted(facts.itemTitle)}.`, facts.comment),
      };
    case 'logbook-rejected':
      return {
        title: 'Logbook entry needs changes',
        body: withComment(
          `Your employer rejected ${quoted(facts.itemTitle)}. Edit it and submit it again.`,
          facts.comment,
        ),
      };
    case 'logbook-due':
      return {
        title: 'Logbook entry due soon',
        body: `${quoted(facts.itemTitle)} is still a draft and is due on ${facts.dueDate ?? 'its due date'}.`,
      };
    case 'report-submitted':
      return {
        title: 'Report to review',
        body: `${student} submitted ${quoted(facts.itemTitle)}${facts.isLate ? ' (late)' : ''}.`,
      };
    case 'report-under-review':
      return { title: 'Report under review', body: `Your report ${quoted(facts.itemTitle)} is being reviewed.` };
    case 'report-approved':
      return {
        title: 'Report approved',
        body: withComment(`Your report ${quoted(facts.itemTitle)} was approved.`, facts.comment),
      };
    case 'report-rejected':
      return {
        title: 'Report rejected',
        body: withComment(`Your report ${quoted(facts.itemTitle)} was rejected.`, facts.comment),
      };
    case 'report-revision-requested':
      return {
        title: 'Report needs revision',
        body: withComment(`A revision of your report ${quoted(facts.itemTitle)} was requested.`, facts.comment),
      };
    case 'report-due':
      return {
        title: 'Report due soon',
        body: `${quoted(facts.itemTitle)} is still a draft and is due on ${facts.dueDate ?? 'its due date'}.`,
      };
    case 'evaluation-submitted':
      return { title: 'Evaluation to review', body: `${company} evaluated ${student} for ${internship}.` };
    case 'evaluation-approved':
      return {
        title: 'Evaluation approved',
        body: `Your evaluation of ${student} for ${internship} was approved.`,
      };
    case 'account-approved':
      return {
        title: 'University account approved',
        body: 'An administrator verified your university. Your students’ placements are now on your dashboard.',
      };
  }
}

/** The facts once the subject is erased: what a rebuild reads when their key is gone. */
export function erasedFacts(facts: NotificationFacts): NotificationFacts {
  return {
    ...facts,
    ...(facts.studentName === undefined ? {} : { studentName: DELETED_USER_NAME }),
    ...(facts.itemTitle === undefined ? {} : { itemTitle: '' }),
  };
}

/** The facts with the subject's personal data withheld (another person's data in someone's export). */
export function withheldFacts(facts: NotificationFacts): NotificationFacts {
  return {
    ...facts,
    ...(facts.studentName === undefined ? {} : { studentName: '[another person]' }),
    ...(facts.itemTitle === undefined ? {} : { itemTitle: '[withheld]' }),
  };
}
