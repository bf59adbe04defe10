/**
 * The demo students and what happens to each of them: every stage of the platform is someone's story — registered,
 * applied, under review, rejected, withdrawn, accepted, keeping a logbook, reporting, evaluated. Days count back from
 * the moment the seed runs.
 */
import type { ReportStatus, ReportType } from '@stint/shared/reports/reports.constants';

export type ApplicationOutcome = 'pending' | 'reviewing' | 'accepted' | 'rejected' | 'withdrawn';

export type DemoApplication = {
  internship: string;
  applied: number;
  /** The employer's (or, for withdrawn, the student's) move that day; 'reviewing' first when `reviewing` is set. */
  outcome: ApplicationOutcome;
  decided?: number;
  reviewing?: number;
  /** Under review, moved on in the employer's pipeline that day (from shortlisted, where review starts). */
  stage?: { to: 'interview' | 'offer'; on: number };
};

/** How the placement's logbook ends today: the last week's entry approved, waiting for review, a draft, or sent back. */
export type LogbookEnding = 'reviewed' | 'submitted' | 'draft' | 'rejected';

export type DemoReport = {
  type: ReportType;
  /** Where it stands now. 'draft' after `requires_revision` or `rejected` means it was revised and not yet resubmitted. */
  status: ReportStatus;
  /** The admin's earlier decision, before the student revised and resubmitted. */
  earlier?: 'requires_revision' | 'rejected';
  /** Submitted after its due date. */
  late?: boolean;
};

export type DemoPlacement = {
  /** Weeks of logbook written so far (the internship's start decides the dates). */
  weeks: number;
  ending: LogbookEnding;
  /** A week whose entry the employer rejected first (the student fixed and resubmitted it). */
  rejectedWeek?: number;
  reports?: DemoReport[];
  /** The employer's evaluations and how far the admins have taken them. */
  evaluations?: Array<{ type: 'monthly' | 'midterm'; status: 'submitted' | 'reviewed' | 'approved' }>;
};

export type DemoStudent = {
  firstName: string;
  lastName: string;
  university: string;
  program: string;
  major: string;
  yearOfStudy: '1' | '2' | '3' | '4' | 'graduate';
  registered: number;
  applications: DemoApplication[];
  /** For the accepted application of the spring cohort. */
  placement?: DemoPlacement;
};

export const demoStudents: DemoStudent[] = [
  // Spring cohort: evaluated.
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    university: 'northbridge',
    program: 'BSc Computer Science',
    major: 'Software Engineering',
    yearOfStudy: '3',
    registered: 104,
    applications: [
      { internship: 'backend', applied: 101, outcome: 'accepted', reviewing: 90, decided: 84 },
      { internship: 'data', applied: 97, outcome: 'rejected', decided: 79 },
    ],
    placement: {
      weeks: 8,
      ending: 'submitted',
      reports: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'approved' },
      ],
      evaluations: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'approved' },
      ],
    },
  },
  {
    firstName: 'Lucas',
    lastName: 'Ferreira',
    university: 'lakeshore',
    program: 'BSc Data Science',
    major: 'Applied Statistics',
    yearOfStudy: '4',
    registered: 99,
    applications: [{ internship: 'data', applied: 93, outcome: 'accepted', reviewing: 83, decided: 77 }],
    placement: {
      weeks: 7,
      ending: 'reviewed',
      reports: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'under_review' },
      ],
      evaluations: [{ type: 'midterm', status: 'reviewed' }],
    },
  },
  {
    firstName: 'Mei',
    lastName: 'Tanaka',
    university: 'harborview',
    program: 'BCom Finance',
    major: 'Corporate Finance',
    yearOfStudy: '3',
    registered: 103,
    applications: [{ internship: 'research', applied: 99, outcome: 'accepted', reviewing: 88, decided: 81 }],
    placement: {
      weeks: 8,
      ending: 'reviewed',
      reports: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'approved' },
      ],
      evaluations: [{ type: 'midterm', status: 'submitted' }],
    },
  },
  {
    firstName: 'Noah',
    lastName: 'Brandt',
    university: 'harborview',
    program: 'BA Interaction Design',
    major: 'Digital Product Design',
    yearOfStudy: '4',
    registered: 95,
    applications: [{ internship: 'design', applied: 90, outcome: 'accepted', decided: 74 }],
    placement: {
      weeks: 7,
      ending: 'submitted',
      reports: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'submitted' },
      ],
      evaluations: [{ type: 'midterm', status: 'approved' }],
    },
  },
  // Spring cohort: logging weeks and reporting.
  {
    firstName: 'Sipho',
    lastName: 'Ndlovu',
    university: 'lakeshore',
    program: 'BEng Software Engineering',
    major: 'Distributed Systems',
    yearOfStudy: '3',
    registered: 98,
    applications: [{ internship: 'backend', applied: 94, outcome: 'accepted', reviewing: 86, decided: 82 }],
    placement: {
      weeks: 8,
      ending: 'reviewed',
      rejectedWeek: 3,
      reports: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'submitted' },
      ],
    },
  },
  {
    firstName: 'Isabela',
    lastName: 'Duarte',
    university: 'northbridge',
    program: 'BSc Mathematics',
    major: 'Statistics',
    yearOfStudy: '3',
    registered: 96,
    applications: [
      { internship: 'backend', applied: 92, outcome: 'rejected', decided: 83 },
      { internship: 'data', applied: 88, outcome: 'accepted', decided: 76 },
    ],
    placement: {
      weeks: 7,
      ending: 'submitted',
      reports: [{ type: 'monthly', status: 'requires_revision' }],
    },
  },
  {
    firstName: 'Farah',
    lastName: 'Haddad',
    university: 'northbridge',
    program: 'BSc Public Health',
    major: 'Health Systems',
    yearOfStudy: '4',
    registered: 92,
    applications: [{ internship: 'clinical', applied: 86, outcome: 'accepted', reviewing: 74, decided: 70 }],
    placement: {
      weeks: 6,
      ending: 'reviewed',
      reports: [{ type: 'monthly', status: 'under_review', late: true }],
    },
  },
  {
    firstName: 'Jonah',
    lastName: 'Whitaker',
    university: 'harborview',
    program: 'BA Graphic Design',
    major: 'Visual Communication',
    yearOfStudy: '3',
    registered: 93,
    applications: [
      { internship: 'marketing', applied: 85, outcome: 'rejected', decided: 66 },
      { internship: 'design', applied: 84, outcome: 'accepted', reviewing: 77, decided: 72 },
    ],
    placement: {
      weeks: 7,
      ending: 'reviewed',
      reports: [
        { type: 'monthly', status: 'approved' },
        { type: 'midterm', status: 'draft' },
      ],
    },
  },
  {
    firstName: 'Grace',
    lastName: 'Adeyemi',
    university: 'lakeshore',
    program: 'BEd Primary Education',
    major: 'Mathematics Education',
    yearOfStudy: '4',
    registered: 88,
    applications: [{ internship: 'curriculum', applied: 80, outcome: 'accepted', decided: 68 }],
    placement: {
      weeks: 6,
      ending: 'submitted',
      reports: [{ type: 'monthly', status: 'submitted', earlier: 'rejected' }],
    },
  },
  // Spring cohort: logging weeks.
  {
    firstName: 'Ethan',
    lastName: 'Kowalczyk',
    university: 'northbridge',
    program: 'BSc Computer Science',
    major: 'Databases',
    yearOfStudy: '2',
    registered: 97,
    applications: [
      { internship: 'research', applied: 95, outcome: 'rejected', decided: 85 },
      { internship: 'backend', applied: 89, outcome: 'accepted', decided: 79 },
    ],
    placement: { weeks: 7, ending: 'draft' },
  },
  {
    firstName: 'Priya',
    lastName: 'Raghunathan',
    university: 'lakeshore',
    program: 'BSc Economics',
    major: 'Econometrics',
    yearOfStudy: '3',
    registered: 100,
    applications: [
      { internship: 'backend', applied: 96, outcome: 'rejected', reviewing: 87, decided: 80 },
      { internship: 'research', applied: 91, outcome: 'accepted', decided: 78 },
    ],
    placement: { weeks: 8, ending: 'submitted', rejectedWeek: 5 },
  },
  {
    firstName: 'Tomás',
    lastName: 'Álvarez',
    university: 'northbridge',
    program: 'BSc Nursing',
    major: 'Community Health',
    yearOfStudy: '3',
    registered: 87,
    applications: [
      { internship: 'design', applied: 83, outcome: 'rejected', decided: 73 },
      { internship: 'clinical', applied: 79, outcome: 'accepted', decided: 69 },
    ],
    placement: { weeks: 5, ending: 'rejected' },
  },
  {
    firstName: 'Chloé',
    lastName: 'Martin',
    university: 'harborview',
    program: 'BBA Marketing',
    major: 'Digital Marketing',
    yearOfStudy: '3',
    registered: 86,
    applications: [
      { internship: 'design', applied: 82, outcome: 'rejected', decided: 72 },
      { internship: 'marketing', applied: 78, outcome: 'accepted', reviewing: 68, decided: 64 },
    ],
    placement: { weeks: 4, ending: 'draft' },
  },
  // Autumn intake: accepted, starting soon.
  {
    firstName: 'Kwame',
    lastName: 'Mensah',
    university: 'lakeshore',
    program: 'BSc Computer Science',
    major: 'Human-Computer Interaction',
    yearOfStudy: '3',
    registered: 52,
    applications: [{ internship: 'frontend', applied: 34, outcome: 'accepted', reviewing: 20, decided: 6 }],
  },
  {
    firstName: 'Hannah',
    lastName: 'Schreiber',
    university: 'northbridge',
    program: 'BSc Software Engineering',
    major: 'Web Development',
    yearOfStudy: '2',
    registered: 41,
    applications: [{ internship: 'frontend', applied: 30, outcome: 'accepted', reviewing: 12, decided: 3.4 }],
  },
  {
    firstName: 'Diego',
    lastName: 'Montoya',
    university: 'harborview',
    program: 'BBA Business Administration',
    major: 'Sales and Marketing',
    yearOfStudy: '4',
    registered: 47,
    applications: [
      { internship: 'sales', applied: 31, outcome: 'accepted', reviewing: 9, decided: 2.2 },
      { internship: 'brand', applied: 17, outcome: 'withdrawn', decided: 2.1 },
    ],
  },
  // Autumn intake at Northbridge, which asks for a learning agreement before a placement starts (seed/approvals.ts).
  {
    firstName: 'Mateo',
    lastName: 'Rossi',
    university: 'northbridge',
    program: 'BBA Business Administration',
    major: 'Marketing',
    yearOfStudy: '3',
    registered: 30,
    applications: [{ internship: 'sales', applied: 14, outcome: 'accepted', reviewing: 9.5, decided: 6 }],
  },
  {
    firstName: 'Sofia',
    lastName: 'Lindqvist',
    university: 'northbridge',
    program: 'BBA Business Administration',
    major: 'International Business',
    yearOfStudy: '2',
    registered: 26,
    applications: [{ internship: 'sales', applied: 11, outcome: 'accepted', decided: 1.5 }],
  },
  // Autumn intake: applied, waiting.
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    university: 'northbridge',
    program: 'BSc Computer Science',
    major: 'Artificial Intelligence',
    yearOfStudy: '2',
    registered: 36,
    applications: [
      { internship: 'frontend', applied: 29, outcome: 'rejected', decided: 5.5 },
      { internship: 'health-data', applied: 20, outcome: 'reviewing', decided: 4, stage: { to: 'interview', on: 2 } },
    ],
  },
  {
    firstName: 'Liam',
    lastName: 'Gallagher',
    university: 'lakeshore',
    program: 'BCom Accounting',
    major: 'Audit and Assurance',
    yearOfStudy: '3',
    registered: 28,
    applications: [
      { internship: 'risk', applied: 25, outcome: 'reviewing', decided: 8, stage: { to: 'offer', on: 3 } },
    ],
  },
  {
    firstName: 'Zara',
    lastName: 'Whitcombe',
    university: 'harborview',
    program: 'BA Media and Communication',
    major: 'Journalism',
    yearOfStudy: '2',
    registered: 24,
    applications: [
      { internship: 'motion', applied: 22, outcome: 'pending' },
      { internship: 'brand', applied: 15, outcome: 'pending' },
    ],
  },
  {
    firstName: 'Omar',
    lastName: 'Farouk',
    university: 'lakeshore',
    program: 'BSc Biomedical Science',
    major: 'Epidemiology',
    yearOfStudy: 'graduate',
    registered: 21,
    applications: [
      { internship: 'health-data', applied: 18, outcome: 'pending' },
      { internship: 'risk', applied: 13, outcome: 'rejected', decided: 7 },
    ],
  },
  {
    firstName: 'Elena',
    lastName: 'Popescu',
    university: 'northbridge',
    program: 'BA Economics',
    major: 'Development Economics',
    yearOfStudy: '4',
    registered: 18,
    applications: [
      { internship: 'sales', applied: 12, outcome: 'reviewing', decided: 3 },
      { internship: 'outreach', applied: 4, outcome: 'pending' },
    ],
  },
  {
    firstName: 'Samuel',
    lastName: 'Osei',
    university: 'harborview',
    program: 'BBA Management',
    major: 'Entrepreneurship',
    yearOfStudy: '3',
    registered: 14,
    applications: [
      { internship: 'brand', applied: 11, outcome: 'withdrawn', decided: 8.5 },
      { internship: 'sales', applied: 6, outcome: 'pending' },
    ],
  },
  {
    firstName: 'Yasmin',
    lastName: 'Karimi',
    university: 'lakeshore',
    program: 'BEd Secondary Education',
    major: 'Mathematics',
    yearOfStudy: '4',
    registered: 83,
    applications: [
      { internship: 'curriculum', applied: 78, outcome: 'rejected', decided: 67 },
      { internship: 'outreach', applied: 3, outcome: 'pending' },
    ],
  },
  // New this week: one has applied already, one has only just registered.
  {
    firstName: 'Ravi',
    lastName: 'Chandrasekar',
    university: 'northbridge',
    program: 'BSc Physics',
    major: 'Computational Physics',
    yearOfStudy: '2',
    registered: 4.3,
    applications: [{ internship: 'health-data', applied: 1.5, outcome: 'pending' }],
  },
  {
    firstName: 'Freya',
    lastName: 'Lindgren',
    university: 'harborview',
    program: 'BA Psychology',
    major: 'Cognitive Psychology',
    yearOfStudy: '1',
    registered: 0.8,
    applications: [],
  },
];
