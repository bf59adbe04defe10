/**
 * The demo platform's organisations: universities, employers and their internships. Everything is invented (the
 * domains end in `.example`, which never resolves; phone numbers are in the fictional 555-01xx range). Days are
 * counted back from the moment the seed runs: `posted: 112` happened 112 days ago, a negative day lies ahead.
 */
import type { AccreditationStatus, UniversityType } from '@stint/shared/accounts/accounts.constants';
import type {
  Currency,
  InternshipCategory,
  StipendPeriod,
  WorkType,
} from '@stint/shared/internships/internships.constants';

export type DemoUniversity = {
  key: string;
  universityName: string;
  universityCode: string;
  universityAddress: string;
  universityType: UniversityType;
  accreditationStatus: AccreditationStatus;
  domain: string;
  /** The account holder (the university's placement office). */
  firstName: string;
  lastName: string;
  contactTitle: string;
  phone: string;
  registered: number;
  /** Approved by the admin that day; absent: still waiting. */
  approved?: number;
};

export const demoUniversities: DemoUniversity[] = [
  {
    key: 'northbridge',
    universityName: 'Northbridge University',
    universityCode: 'NBU',
    universityAddress: '1200 College Avenue, Northbridge',
    universityType: 'public',
    accreditationStatus: 'accredited',
    domain: 'northbridge.example',
    firstName: 'Helen',
    lastName: 'Castellano',
    contactTitle: 'Director of Career Services',
    phone: '+1 555 0140',
    registered: 122,
    approved: 121,
  },
  {
    key: 'lakeshore',
    universityName: 'Lakeshore Institute of Technology',
    universityCode: 'LIT',
    universityAddress: '45 Harbour Road, Lakeshore',
    universityType: 'technical',
    accreditationStatus: 'accredited',
    domain: 'lakeshore-tech.example',
    firstName: 'Tomasz',
    lastName: 'Wierzbicki',
    contactTitle: 'Industry Placement Coordinator',
    phone: '+1 555 0141',
    registered: 119,
    approved: 117,
  },
  {
    key: 'harborview',
    universityName: 'Harborview College',
    universityCode: 'HVC',
    universityAddress: '8 Quayside Lane, Harborview',
    universityType: 'private',
    accreditationStatus: 'provisional',
    domain: 'harborview.example',
    firstName: 'Adaeze',
    lastName: 'Nwosu',
    contactTitle: 'Work-Integrated Learning Manager',
    phone: '+1 555 0142',
    registered: 110,
    approved: 106,
  },
  {
    key: 'westfield',
    universityName: 'Westfield Community College',
    universityCode: 'WCC',
    universityAddress: '300 Orchard Street, Westfield',
    universityType: 'community',
    accreditationStatus: 'pending',
    domain: 'westfield-cc.example',
    firstName: 'Gareth',
    lastName: 'Pryce',
    contactTitle: 'Student Success Officer',
    phone: '+1 555 0143',
    registered: 2.6,
  },
];

export type DemoEmployer = {
  key: string;
  companyName: string;
  companyAddress: string;
  domain: string;
  firstName: string;
  lastName: string;
  phone: string;
  registered: number;
};

export const demoEmployers: DemoEmployer[] = [
  {
    key: 'brightlane',
    companyName: 'Brightlane Software',
    companyAddress: '48 Mercer Street, Northbridge',
    domain: 'brightlane.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '+1 555 0120',
    registered: 116,
  },
  {
    key: 'cobalt',
    companyName: 'Cobalt & Finch Capital',
    companyAddress: '17 Exchange Place, Lakeshore',
    domain: 'cobaltfinch.example',
    firstName: 'Marcus',
    lastName: 'Oyelaran',
    phone: '+1 555 0121',
    registered: 114,
  },
  {
    key: 'meridian',
    companyName: 'Meridian Health Partners',
    companyAddress: '900 Riverside Drive, Northbridge',
    domain: 'meridianhealth.example',
    firstName: 'Sofia',
    lastName: 'Lindqvist',
    phone: '+1 555 0122',
    registered: 111,
  },
  {
    key: 'fieldnote',
    companyName: 'Fieldnote Studio',
    companyAddress: '3 Tannery Yard, Harborview',
    domain: 'fieldnote.example',
    firstName: 'Ruben',
    lastName: 'Achterberg',
    phone: '+1 555 0123',
    registered: 108,
  },
  {
    key: 'greenway',
    companyName: 'Greenway Learning',
    companyAddress: '221 Elm Court, Westfield',
    domain: 'greenwaylearning.example',
    firstName: 'Imani',
    lastName: 'Sutherland',
    phone: '+1 555 0124',
    registered: 100,
  },
  {
    key: 'tidewater',
    companyName: 'Tidewater Retail Group',
    companyAddress: '60 Wharf Street, Lakeshore',
    domain: 'tidewater.example',
    firstName: 'Colin',
    lastName: 'Mbeki-Hart',
    phone: '+1 555 0125',
    registered: 95,
  },
];

export type DemoInternship = {
  key: string;
  employer: string;
  title: string;
  category: InternshipCategory;
  positions: number;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  skills: string[];
  workType: WorkType;
  location: string;
  duration: string;
  stipend: { amount: number; currency: Currency; period: StipendPeriod };
  posted: number;
  deadline: number;
  start: number;
  end: number;
  /** Saved as a draft; published that day, or never when absent. */
  draft?: { published?: number };
  /** Deactivated by the employer that day. */
  deactivated?: number;
};

export const demoInternships: DemoInternship[] = [
  // The spring cohort: applications closed weeks ago, the interns are half-way through.
  {
    key: 'backend',
    employer: 'brightlane',
    title: 'Backend Engineering Intern',
    category: 'Technology',
    positions: 3,
    description:
      'Join the payments squad that keeps invoices, refunds and payouts flowing for 4,000 small businesses. You will ' +
      'ship production code from your second week, pair with a senior engineer every day and own one small service ' +
      'end to end by the end of the placement.',
    requirements: [
      'Working knowledge of one backend language (TypeScript, Java, Go or Python)',
      'Comfort with SQL and relational data',
      'Enrolled in a computing or engineering degree',
    ],
    responsibilities: [
      'Build and test API endpoints for the invoicing service',
      'Write database migrations and review their query plans',
      'Take part in code review, stand-ups and the fortnightly demo',
    ],
    benefits: ['Laptop and home-office budget', 'Mentor for the whole placement', 'Lunch on team days'],
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Git'],
    workType: 'hybrid',
    location: 'Northbridge',
    duration: '3 months',
    stipend: { amount: 2400, currency: 'USD', period: 'monthly' },
    posted: 112,
    deadline: 80,
    start: 56,
    end: -35,
  },
  {
    key: 'data',
    employer: 'brightlane',
    title: 'Data Analytics Intern',
    category: 'Technology',
    positions: 2,
    description:
      'Help the product team understand how customers use Brightlane. You will clean event data, build dashboards that ' +
      'product managers actually open, and present one piece of original analysis to the leadership team.',
    requirements: [
      'Statistics or data coursework',
      'SQL and either Python or R',
      'Able to explain a chart to someone who has never seen it',
    ],
    responsibilities: [
      'Maintain the product usage dashboards',
      'Answer ad-hoc questions from product managers',
      'Document metrics so that they mean the same thing to everyone',
    ],
    benefits: ['Mentor from the data team', 'Conference ticket', 'Flexible hours'],
    skills: ['SQL', 'Python', 'pandas', 'Data visualisation'],
    workType: 'hybrid',
    location: 'Northbridge',
    duration: '3 months',
    stipend: { amount: 2200, currency: 'USD', period: 'monthly' },
    posted: 104,
    deadline: 75,
    start: 49,
    end: -42,
  },
  {
    key: 'research',
    employer: 'cobalt',
    title: 'Investment Research Intern',
    category: 'Finance',
    positions: 2,
    description:
      'Work alongside the analysts who cover mid-sized industrial companies. You will build and update financial models, ' +
      'summarise earnings calls and contribute sections to the research notes we send to clients.',
    requirements: [
      'Finance, economics or accounting student',
      'Strong spreadsheet skills',
      'Clear, concise written English',
    ],
    responsibilities: [
      'Update company models after quarterly results',
      'Prepare comparable-company tables',
      'Draft summaries of earnings calls and industry news',
    ],
    benefits: ['Exam sponsorship for the first CFA level', 'Weekly lunch-and-learn sessions'],
    skills: ['Excel', 'Financial modelling', 'Accounting', 'Research writing'],
    workType: 'onsite',
    location: 'Lakeshore',
    duration: '3 months',
    stipend: { amount: 2800, currency: 'USD', period: 'monthly' },
    posted: 106,
    deadline: 78,
    start: 56,
    end: -28,
  },
  {
    key: 'clinical',
    employer: 'meridian',
    title: 'Clinical Operations Intern',
    category: 'Healthcare',
    positions: 2,
    description:
      'Support the operations team of our three outpatient clinics. The focus this season is patient waiting times: ' +
      'you will map the appointment journey, collect data on the floor and test small improvements with the nursing staff.',
    requirements: [
      'Health sciences, public health or business student',
      'Comfortable talking to patients and clinicians',
      'Confidentiality training (provided in week one)',
    ],
    responsibilities: [
      'Observe and time patient journeys in the clinics',
      'Analyse scheduling data and prepare weekly summaries',
      'Help run improvement trials with the clinic managers',
    ],
    benefits: ['Transport allowance', 'Shadowing days in each clinic'],
    skills: ['Process mapping', 'Excel', 'Interviewing', 'Healthcare operations'],
    workType: 'onsite',
    location: 'Northbridge',
    duration: '3 months',
    stipend: { amount: 1900, currency: 'USD', period: 'monthly' },
    posted: 100,
    deadline: 72,
    start: 42,
    end: -49,
  },
  {
    key: 'design',
    employer: 'fieldnote',
    title: 'Product Design Intern',
    category: 'Design',
    positions: 2,
    description:
      'Fieldnote designs digital products for museums, libraries and public services. As a product design intern you ' +
      'will join a client project from research to tested prototype, with time set aside for your own portfolio piece.',
    requirements: [
      'A portfolio that shows your process, not only final screens',
      'Figma or a similar tool',
      'Interest in accessible, public-sector design',
    ],
    responsibilities: [
      'Run usability sessions with the research lead',
      'Produce wireframes and high-fidelity prototypes',
      'Document components in the shared design system',
    ],
    benefits: ['Portfolio review with the design director', 'Studio library and tools budget'],
    skills: ['Figma', 'User research', 'Prototyping', 'Accessibility'],
    workType: 'hybrid',
    location: 'Harborview',
    duration: '3 months',
    stipend: { amount: 2000, currency: 'USD', period: 'monthly' },
    posted: 98,
    deadline: 70,
    start: 49,
    end: -40,
  },
  {
    key: 'curriculum',
    employer: 'greenway',
    title: 'Curriculum Development Intern',
    category: 'Education',
    positions: 1,
    description:
      'Greenway builds after-school maths courses used in 120 schools. You will help write and test a new unit on ' +
      'fractions for ages 10 to 12, working with teachers who pilot the lessons in their classrooms.',
    requirements: ['Education, mathematics or psychology student', 'Experience working with children is a plus'],
    responsibilities: [
      'Draft lesson plans and practice activities',
      'Observe pilot lessons and collect teacher feedback',
      'Revise materials based on what pupils found hard',
    ],
    benefits: ['Remote days every week', 'Classroom visits with travel paid'],
    skills: ['Lesson planning', 'Instructional design', 'Writing', 'Google Workspace'],
    workType: 'hybrid',
    location: 'Westfield',
    duration: '3 months',
    stipend: { amount: 1500, currency: 'USD', period: 'monthly' },
    posted: 92,
    deadline: 66,
    start: 42,
    end: -44,
  },
  {
    key: 'marketing',
    employer: 'tidewater',
    title: 'Marketing Analytics Intern',
    category: 'Marketing',
    positions: 2,
    description:
      'Tidewater runs 38 home-goods stores and a growing online shop. The marketing team needs help measuring which ' +
      'campaigns bring customers into the stores, and you will build the reporting that answers it.',
    requirements: ['Marketing, business or statistics student', 'Good with spreadsheets', 'Curious about retail'],
    responsibilities: [
      'Pull campaign results from the ad platforms and the till system',
      'Build a weekly campaign performance report',
      'Help plan and measure one in-store promotion',
    ],
    benefits: ['Staff discount', 'Mentor from the marketing leadership team'],
    skills: ['Google Analytics', 'Excel', 'A/B testing', 'Presentation'],
    workType: 'onsite',
    location: 'Lakeshore',
    duration: '3 months',
    stipend: { amount: 1800, currency: 'USD', period: 'monthly' },
    posted: 90,
    deadline: 62,
    start: 35,
    end: -56,
  },
  // The autumn intake: open now.
  {
    key: 'frontend',
    employer: 'brightlane',
    title: 'Frontend Developer Intern',
    category: 'Technology',
    positions: 2,
    description:
      'Build the screens our customers use every day. You will work in React and TypeScript on the new onboarding flow, ' +
      'with a designer and a senior frontend engineer, and learn how we test for accessibility before anything ships.',
    requirements: ['HTML, CSS and JavaScript', 'Some React experience (coursework counts)', 'An eye for detail'],
    responsibilities: [
      'Implement components from the design system',
      'Write unit and end-to-end tests',
      'Fix accessibility issues found in audits',
    ],
    benefits: ['Laptop and home-office budget', 'Mentor for the whole placement'],
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
    workType: 'hybrid',
    location: 'Northbridge',
    duration: '4 months',
    stipend: { amount: 2400, currency: 'USD', period: 'monthly' },
    posted: 38,
    deadline: -21,
    start: -45,
    end: -165,
  },
  {
    key: 'risk',
    employer: 'cobalt',
    title: 'Risk and Compliance Intern',
    category: 'Finance',
    positions: 1,
    description:
      'Learn how an investment firm stays on the right side of its regulators. You will help test controls, review ' +
      'trade records and prepare the evidence packs for the annual audit.',
    requirements: ['Finance, law or accounting student', 'Methodical and discreet'],
    responsibilities: [
      'Sample and test trade records',
      'Keep the controls register up to date',
      'Prepare audit evidence',
    ],
    benefits: ['Exam sponsorship', 'Mentor from the compliance team'],
    skills: ['Excel', 'Attention to detail', 'Regulation', 'Documentation'],
    workType: 'onsite',
    location: 'Lakeshore',
    duration: '3 months',
    stipend: { amount: 2600, currency: 'USD', period: 'monthly' },
    posted: 30,
    deadline: -14,
    start: -40,
    end: -130,
  },
  {
    key: 'health-data',
    employer: 'meridian',
    title: 'Health Data Intern',
    category: 'Healthcare',
    positions: 1,
    description:
      'A remote role in our small data team. You will help build a dataset of anonymised appointment records and study ' +
      'which reminders reduce missed appointments.',
    requirements: ['Statistics, data science or public health student', 'Python or R'],
    responsibilities: [
      'Clean and document anonymised data',
      'Run the analysis with a senior analyst',
      'Write up results',
    ],
    benefits: ['Fully remote', 'Flexible hours'],
    skills: ['Python', 'Statistics', 'Data cleaning', 'Report writing'],
    workType: 'remote',
    location: 'Remote',
    duration: '3 months',
    stipend: { amount: 2000, currency: 'USD', period: 'monthly' },
    posted: 24,
    deadline: -25,
    start: -50,
    end: -140,
  },
  {
    key: 'brand',
    employer: 'fieldnote',
    title: 'Brand and Social Media Intern',
    category: 'Marketing',
    positions: 2,
    description:
      "Tell the studio's story. You will plan and write our social channels, photograph work in progress and help " +
      'launch the case study for our new museum app.',
    requirements: ['A few examples of writing or social content you made', 'Basic photo editing'],
    responsibilities: ['Plan the content calendar', 'Write and schedule posts', 'Report on what worked each month'],
    benefits: ['Portfolio review', 'Flexible hours'],
    skills: ['Copywriting', 'Social media', 'Photography', 'Canva'],
    workType: 'hybrid',
    location: 'Harborview',
    duration: '3 months',
    stipend: { amount: 1600, currency: 'USD', period: 'monthly' },
    posted: 19,
    deadline: -18,
    start: -40,
    end: -130,
  },
  {
    key: 'sales',
    employer: 'tidewater',
    title: 'Sales Development Intern',
    category: 'Sales',
    positions: 3,
    description:
      'Our business-to-business team sells furnishings to hotels and offices. As a sales development intern you will ' +
      'research prospects, book first meetings and join account managers on client visits.',
    requirements: ['Confident on the phone', 'Any degree; business students welcome', 'Driving licence a plus'],
    responsibilities: ['Research and qualify prospects', 'Book meetings for account managers', 'Keep the CRM accurate'],
    benefits: ['Commission on meetings that convert', 'Staff discount'],
    skills: ['Communication', 'CRM', 'Prospecting', 'Negotiation'],
    workType: 'onsite',
    location: 'Lakeshore',
    duration: '3 months',
    stipend: { amount: 1700, currency: 'USD', period: 'monthly' },
    posted: 33,
    deadline: -10,
    start: -30,
    end: -120,
  },
  {
    key: 'outreach',
    employer: 'greenway',
    title: 'Community Outreach Intern',
    category: 'Other',
    positions: 1,
    description:
      'Help more families find our free after-school clubs. You will work with schools, libraries and community centres ' +
      'to plan information evenings and measure how many families sign up.',
    requirements: ['Good organiser', 'Comfortable speaking to groups', 'Second language a plus'],
    responsibilities: ['Plan and run information evenings', 'Keep in touch with partner schools', 'Track sign-ups'],
    benefits: ['Travel costs covered', 'Remote days every week'],
    skills: ['Event planning', 'Public speaking', 'Community engagement'],
    workType: 'hybrid',
    location: 'Westfield',
    duration: '3 months',
    stipend: { amount: 1400, currency: 'USD', period: 'monthly' },
    posted: 21,
    deadline: -30,
    start: -45,
    end: -135,
    draft: { published: 5 },
  },
  {
    key: 'cloud',
    employer: 'brightlane',
    title: 'Cloud Infrastructure Intern',
    category: 'Technology',
    positions: 1,
    description:
      'Work with the platform team on the infrastructure that runs Brightlane: infrastructure as code, monitoring and ' +
      'the tooling that lets product teams deploy safely several times a day.',
    requirements: ['Linux command line', 'Some scripting', 'Interest in reliability'],
    responsibilities: ['Automate a manual operations task', 'Improve a monitoring dashboard', 'Join incident reviews'],
    benefits: ['Cloud certification voucher', 'Mentor from the platform team'],
    skills: ['Linux', 'Terraform', 'Docker', 'Monitoring'],
    workType: 'remote',
    location: 'Remote',
    duration: '4 months',
    stipend: { amount: 2500, currency: 'USD', period: 'monthly' },
    posted: 6,
    deadline: -40,
    start: -70,
    end: -190,
    draft: {},
  },
  {
    key: 'motion',
    employer: 'fieldnote',
    title: 'Motion Design Intern',
    category: 'Design',
    positions: 1,
    description:
      'Animate the interfaces and explainer films we make for our clients, from storyboard to final render, with the ' +
      'studio’s senior motion designer.',
    requirements: ['A showreel', 'After Effects or a similar tool'],
    responsibilities: ['Storyboard short explainers', 'Animate interface prototypes', 'Prepare files for developers'],
    benefits: ['Portfolio review', 'Software licences'],
    skills: ['After Effects', 'Storyboarding', 'Illustration'],
    workType: 'hybrid',
    location: 'Harborview',
    duration: '3 months',
    stipend: { amount: 1800, currency: 'USD', period: 'monthly' },
    posted: 44,
    deadline: -5,
    start: -30,
    end: -120,
    deactivated: 12,
  },
];
