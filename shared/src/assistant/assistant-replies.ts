/**
 * The assistant's answers (spec 1 §2.3, §9): a greeting first, then one canned reply per message, chosen by the
 * first keyword rule the message matches (case-insensitive, in the order below), else a generic help reply. Pure:
 * the web widget adds the 1 second typing delay. Paths in the texts (`/internships`) become links in the widget.
 * No reply ever offers admin registration: admin accounts are created by the operators, not from /register.
 */

/** How long the typing indicator shows before a reply (spec 1 §9). */
export const ASSISTANT_REPLY_DELAY_MS = 1000;

export const ASSISTANT_GREETING =
  "Hi, I'm the Stint assistant! Ask me how to find an internship, apply, track your applications or post an internship as an employer.";

export type AssistantTopic =
  | 'find-internship'
  | 'apply'
  | 'employer'
  | 'student'
  | 'account'
  | 'support'
  | 'location'
  | 'pay'
  | 'resume'
  | 'deadline';

export type AssistantRule = {
  topic: AssistantTopic;
  /** Lower-case keywords: the message matches when it contains at least one keyword of every group. */
  keywords: readonly (readonly string[])[];
  reply: string;
};

/** In the spec's order: the first rule that matches answers. */
export const assistantRules: readonly AssistantRule[] = [
  {
    topic: 'find-internship',
    keywords: [['internship'], ['find']],
    reply:
      'Browse every open internship at /internships: search by keyword, filter by location or remote work, and choose Stint internships or listings from our partner job board. Signed in as a student, /student/internships also sorts by deadline or salary and lets you bookmark the ones you like.',
  },
  {
    topic: 'apply',
    keywords: [['apply', 'application']],
    reply:
      'Open an internship from /internships and choose Apply (you need a student account). Add a cover letter and your resume (PDF, DOC or DOCX, up to 5 MB) and send. You can apply once to each internship; every application and its status is at /student/applications.',
  },
  {
    topic: 'employer',
    keywords: [['employer', 'post']],
    reply:
      'Employers register at /register and choose Employer, then post internships from /employer/post-internship. You review applications and accept or reject them, read your interns’ logbooks at /employer/logbooks and evaluate them at /employer/evaluations.',
  },
  {
    topic: 'student',
    keywords: [['student', 'track']],
    reply:
      'Your dashboard at /student/dashboard shows your latest applications. /student/applications shows each one as pending, accepted or rejected, updated as soon as the employer decides, and we email you the decision unless you switch that off in /student/settings. During the internship, keep weekly entries at /student/logbook and submit reports at /student/reports.',
  },
  {
    topic: 'account',
    keywords: [['account', 'register']],
    reply:
      'Create an account at /register: choose Student, Employer or University, then give your email, phone number and a password of at least 6 characters, plus your university, company or institution details. Already registered? Sign in at /login, or reset a forgotten password at /forgot-password.',
  },
  {
    topic: 'support',
    keywords: [['help', 'support']],
    reply:
      'Send the Stint team a message from /contact and we reply within 24 hours; that page also has our support hours and answers to common questions. Meanwhile I can help with finding internships, applying, tracking applications, logbooks and reports.',
  },
  {
    topic: 'location',
    keywords: [['remote', 'location']],
    reply:
      'Internships are on-site, hybrid or remote. At /internships, type a city in the location filter or pick Remote or On-site; each internship shows its location and work type on its page.',
  },
  {
    topic: 'pay',
    keywords: [['salary', 'paid']],
    reply:
      'Each Stint internship says whether it is paid and shows its stipend: the amount, currency and period (per month, per week…). Partner job-board listings show a yearly salary range when the board gives one. Students can sort by highest salary at /student/internships.',
  },
  {
    topic: 'resume',
    keywords: [['resume', 'cv']],
    reply:
      'You attach your resume to each application: PDF, DOC or DOCX, up to 5 MB. Only the employer of that internship can open it, through a link that works for a few minutes. Start from an internship at /internships and choose Apply.',
  },
  {
    topic: 'deadline',
    keywords: [['deadline', 'due']],
    reply:
      'Every internship shows its application deadline, and it closes to new applications once that passes. Logbook entries and reports have their own due dates (see /student/logbook and /student/reports); a draft due within 48 hours gets one reminder email, which you can switch off in /student/settings.',
  },
];

export const ASSISTANT_FALLBACK_REPLY =
  'I can help with finding internships, applying, resumes, deadlines, pay, remote work, tracking applications, posting internships and setting up your account. Try asking about one of those, or write to the team at /contact.';

/** The first rule the message matches, or null. */
export function ruleFor(message: string): AssistantRule | null {
  const text = message.toLowerCase();
  return (
    assistantRules.find((rule) => rule.keywords.every((group) => group.some((keyword) => text.includes(keyword)))) ??
    null
  );
}

/** The assistant's reply to a message. */
export function replyTo(message: string): string {
  return ruleFor(message)?.reply ?? ASSISTANT_FALLBACK_REPLY;
}

/** Whether a message may be sent: anything but empty or whitespace (spec 1 §5). */
export function canSendMessage(message: string): boolean {
  return message.trim().length > 0;
}
