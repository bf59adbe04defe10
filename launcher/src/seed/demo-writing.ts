/**
 * What the demo people write: logbook weeks and reports for each placement of the spring cohort, cover letters,
 * reflections, review comments and evaluations. Interns on the same placement share the week's work, not their
 * reflections or their reports.
 */

export type WeekTheme = { title: string; activities: string[]; learning: string };
export type ReportText = { title: string; summary: string; body: string[] };

export type Track = {
  weeks: WeekTheme[];
  monthly: ReportText;
  midterm: ReportText;
  /** What the employer saw the intern do (evaluation "specific examples"). */
  example: string;
};

export const tracks: Record<string, Track> = {
  backend: {
    weeks: [
      {
        title: 'Onboarding and first pull request',
        activities: [
          'Set up the development environment and ran the invoicing service locally',
          'Read the architecture notes and the last three incident reviews',
          'Fixed a typo in an error message and shipped it through the full review process',
        ],
        learning: 'How a change travels from a branch to production, and why every step in the pipeline exists.',
      },
      {
        title: 'Refund endpoint validation',
        activities: [
          'Added request validation to the refund endpoint',
          'Wrote unit tests for partial and full refunds',
          'Paired with my mentor on a tricky rounding bug in currency conversion',
        ],
        learning: 'Money should never be stored as a floating-point number; we use integer minor units everywhere.',
      },
      {
        title: 'Database migration for payout schedules',
        activities: [
          'Wrote a migration that adds weekly payout schedules',
          'Checked the query plans for the new index with EXPLAIN',
          'Presented the change at the team demo',
        ],
        learning: 'A migration has to work while the old code is still running, so it is split into safe steps.',
      },
      {
        title: 'On-call shadowing',
        activities: [
          'Shadowed the on-call engineer for two days',
          'Helped trace a slow endpoint to a missing index',
          'Wrote a runbook entry for the issue we found',
        ],
        learning: 'Good logs and metrics turn a two-hour investigation into a ten-minute one.',
      },
      {
        title: 'Idempotent webhooks',
        activities: [
          'Made the payment-provider webhook handler idempotent',
          'Added an integration test that sends every webhook twice',
          'Reviewed two pull requests from other interns',
        ],
        learning: 'Anything that arrives over the network can arrive twice, late or out of order.',
      },
      {
        title: 'Invoice PDF service',
        activities: [
          'Started my own service: generating invoice PDFs in the background',
          'Wrote the design document and got feedback from two senior engineers',
          'Set up the job queue and retries',
        ],
        learning: 'Writing the design down first surfaced three questions I would otherwise have found in production.',
      },
      {
        title: 'Load testing and tuning',
        activities: [
          'Load-tested the PDF service at ten times normal traffic',
          'Reduced memory use by streaming files instead of buffering them',
          'Added dashboards for queue depth and job duration',
        ],
        learning: 'Measure before optimising: the slow part was not where I expected it to be.',
      },
      {
        title: 'Rollout behind a feature flag',
        activities: [
          'Rolled the PDF service out to 5% of customers behind a feature flag',
          'Watched error rates and fixed one edge case with very long company names',
          'Updated the documentation for the support team',
        ],
        learning: 'Gradual rollouts make it safe to ship on a Friday, and easy to roll back when something looks off.',
      },
    ],
    monthly: {
      title: 'First month on the payments squad',
      summary: 'Settled into the team, shipped validation and a migration to production, and learnt how on-call works.',
      body: [
        'My first month at Brightlane was about learning how a production system is built and looked after. In the first ' +
          'week I set up the invoicing service, read the architecture notes and shipped a small fix so that I could see the ' +
          'whole review and deployment process.',
        'Since then I have worked on refund validation, a database migration for weekly payout schedules and a runbook ' +
          'entry after shadowing on-call. Each of these went to production and is used by customers today.',
        'The most important lesson so far is that reliability is designed in: integer money amounts, migrations that work ' +
          'alongside old code and handlers that cope with duplicate messages. Next month I will build my own service.',
      ],
    },
    midterm: {
      title: 'Midterm report: building the invoice PDF service',
      summary: 'Designed, built and load-tested a background PDF service now live for a share of customers.',
      body: [
        'At the midpoint of the placement I own a small service end to end. The invoice PDF service moves PDF generation ' +
          'out of the request path into a background job with retries, which removes the slowest step from the checkout.',
        'I wrote the design document, built the service, load-tested it at ten times normal traffic and reduced its memory ' +
          'use by streaming. It is now enabled for a small percentage of customers behind a feature flag.',
        'For the second half I want to improve my testing of failure cases and take the service to all customers. My ' +
          'mentor and I agreed that I will also lead one of the team demos.',
      ],
    },
    example:
      'Designed and shipped the invoice PDF service: wrote the design document, handled retries and duplicate jobs, and ' +
      'rolled it out behind a feature flag without a single customer-facing incident.',
  },
  data: {
    weeks: [
      {
        title: 'Getting to know the event data',
        activities: [
          'Got access to the warehouse and read the tracking plan',
          'Listed the twenty most used product events and who owns them',
          'Met each product manager to hear which questions they struggle to answer',
        ],
        learning: 'Half of analysis is knowing exactly what an event means and when it is fired.',
      },
      {
        title: 'Cleaning the signup funnel',
        activities: [
          'Found duplicate signup events caused by a page reload',
          'Wrote a deduplicated view of the funnel in SQL',
          'Compared the new numbers with the old dashboard and explained the difference',
        ],
        learning: 'A small tracking bug can make a conversion rate look ten points better than it is.',
      },
      {
        title: 'Activation dashboard',
        activities: [
          'Rebuilt the activation dashboard on the cleaned data',
          'Added short definitions under every chart',
          'Ran a feedback session with two product managers',
        ],
        learning: 'People trust a dashboard more when it tells them how each number is calculated.',
      },
      {
        title: 'Cohort retention analysis',
        activities: [
          'Built monthly signup cohorts and their retention curves',
          'Checked whether the pricing change in spring affected retention',
          'Wrote up the method so others can rerun it',
        ],
        learning: 'Cohorts separate a real change in behaviour from a change in who is signing up.',
      },
      {
        title: 'Metric definitions document',
        activities: [
          'Drafted shared definitions for active user, activation and churn',
          'Collected comments from product, finance and support',
          'Resolved two conflicting definitions of "active"',
        ],
        learning: 'Agreeing on a definition is a people problem as much as a technical one.',
      },
      {
        title: 'Feature adoption study',
        activities: [
          'Measured adoption of the new recurring invoices feature',
          'Segmented adoption by company size and industry',
          'Prepared charts for the product review',
        ],
        learning: 'An average hides a lot: adoption was high among small companies and almost zero among larger ones.',
      },
      {
        title: 'Presenting to leadership',
        activities: [
          'Turned the adoption study into a ten-minute presentation',
          'Rehearsed with my mentor and cut half the slides',
          'Presented to the leadership team and answered questions',
        ],
        learning: 'One clear recommendation is worth more than ten interesting charts.',
      },
      {
        title: 'Automating the weekly report',
        activities: [
          'Scheduled the weekly product report so it no longer needs manual work',
          'Added data-quality checks that alert when an event stops arriving',
          'Documented the pipeline for whoever maintains it next',
        ],
        learning: 'Automating a report is only half done until something tells you when it breaks.',
      },
    ],
    monthly: {
      title: 'Month one: trustworthy product numbers',
      summary: 'Cleaned the signup funnel, rebuilt the activation dashboard and started a retention study.',
      body: [
        'I spent the first month learning the product data and fixing the foundations. The signup funnel counted some ' +
          'signups twice because of a page reload, which made conversion look better than it was.',
        'After fixing the funnel I rebuilt the activation dashboard with a short definition under every chart. Product ' +
          'managers told me this was the first time they knew exactly what they were looking at.',
        'I have also started a cohort retention analysis to check the effect of the spring pricing change.',
      ],
    },
    midterm: {
      title: 'Midterm report: from dashboards to decisions',
      summary: 'Agreed shared metric definitions and presented a feature adoption study to the leadership team.',
      body: [
        'In the second month my work moved from cleaning data to answering questions. I led the effort to agree shared ' +
          'definitions for active users, activation and churn, which needed several rounds of comments from three teams.',
        'I also measured the adoption of recurring invoices. Small companies use it heavily while larger companies barely ' +
          'do, and I presented this with a recommendation to the leadership team.',
        'For the rest of the placement I will automate the weekly report and add data-quality alerts.',
      ],
    },
    example:
      'Found and fixed the duplicate signup events that inflated conversion, then presented a clear adoption study to ' +
      'the leadership team with a single, well-argued recommendation.',
  },
  research: {
    weeks: [
      {
        title: 'Induction and compliance training',
        activities: [
          'Completed compliance and information-barrier training',
          'Read the last two research notes on our industrial coverage',
          'Set up the data terminal and the model templates',
        ],
        learning: 'Why research and trading are kept apart, and what that means for what I can share.',
      },
      {
        title: 'Updating a company model after results',
        activities: [
          'Updated the model of a packaging company after its quarterly results',
          'Reconciled segment revenue with the published accounts',
          'Listed the changes for the senior analyst to review',
        ],
        learning: 'Reconciling to the source documents catches errors that formulas never will.',
      },
      {
        title: 'Comparable-company tables',
        activities: [
          'Built a comparable-company table for eight industrial distributors',
          'Calendarised fiscal years so the multiples compare like with like',
          'Wrote notes on each adjustment',
        ],
        learning: 'A multiple is only meaningful when the numbers behind it are measured the same way.',
      },
      {
        title: 'Earnings call summaries',
        activities: [
          'Listened to four earnings calls and wrote one-page summaries',
          'Highlighted changes in guidance and management tone',
          'Compared what management said with last quarter',
        ],
        learning: 'What management stops talking about can be as telling as what they say.',
      },
      {
        title: 'Working capital deep dive',
        activities: [
          'Analysed inventory and receivable days across the coverage list',
          'Built charts showing the trend over eight quarters',
          'Drafted a section for the sector note',
        ],
        learning: 'Cash flow tells a different story from profit when inventory builds up.',
      },
      {
        title: 'Client questions',
        activities: [
          'Helped answer questions from two institutional clients',
          'Pulled historical data for a scenario analysis',
          'Checked every figure in the reply against the model',
        ],
        learning: 'Clients value a fast answer, but only if every number in it is right.',
      },
      {
        title: 'Scenario analysis',
        activities: [
          'Built bull, base and bear scenarios for a machinery manufacturer',
          'Tested sensitivity to steel prices and order backlog',
          'Presented the scenarios at the Monday morning meeting',
        ],
        learning: 'Scenarios are useful when each one tells a story that could actually happen.',
      },
      {
        title: 'Sector note contribution',
        activities: [
          'Finished my section of the quarterly sector note',
          'Incorporated edits from the head of research',
          'Prepared the charts to the house style',
        ],
        learning: 'Editing for clarity took longer than the analysis, and made the section much better.',
      },
    ],
    monthly: {
      title: 'First month in equity research',
      summary: 'Learnt the coverage, updated a company model after results and built a comparable-company table.',
      body: [
        'The first month focused on learning our industrial coverage and the way the team builds models. After compliance ' +
          'training I updated the model of a packaging company following its quarterly results.',
        'I then built a comparable-company table for eight distributors. The hardest part was making the numbers ' +
          'comparable across different fiscal years and accounting choices.',
        'My reviews so far have focused on checking figures against source documents, which I now do by habit.',
      ],
    },
    midterm: {
      title: 'Midterm report: analysis that reaches clients',
      summary: 'Wrote earnings summaries, a working-capital analysis and helped answer client questions.',
      body: [
        'In the second month my work started to reach clients. I summarised earnings calls for the team and analysed ' +
          'working capital across the coverage list, which became a section of the sector note.',
        'I also helped answer questions from institutional clients, which taught me how much care every figure needs ' +
          'before it leaves the firm.',
        'In the second half I will build scenario analyses and aim to write a short note of my own under supervision.',
      ],
    },
    example:
      'Built a comparable-company table across eight distributors with every adjustment documented, and caught a ' +
      'segment reporting change that the consensus figures had missed.',
  },
  clinical: {
    weeks: [
      {
        title: 'Induction and confidentiality training',
        activities: [
          'Completed confidentiality and infection-control training',
          'Toured the three clinics with the operations manager',
          'Met the nursing leads to understand the appointment day',
        ],
        learning: 'How patient privacy shapes every piece of data we are allowed to collect.',
      },
      {
        title: 'Mapping the patient journey',
        activities: [
          'Mapped every step from arrival to discharge in the north clinic',
          'Interviewed reception staff about the busiest hours',
          'Drew the first version of the journey map',
        ],
        learning: 'Staff know where the delays are; they rarely have time to write them down.',
      },
      {
        title: 'Timing study',
        activities: [
          'Timed 60 patient journeys across two mornings',
          'Recorded where patients waited and for how long',
          'Entered the data and checked it with the clinic manager',
        ],
        learning: 'Most waiting happened before the first assessment, not in the consultation itself.',
      },
      {
        title: 'Scheduling data analysis',
        activities: [
          'Analysed six months of appointment data',
          'Found that Monday mornings were booked 30% over capacity',
          'Prepared a weekly summary for the managers',
        ],
        learning: 'A schedule that looks full on paper can still leave rooms empty in the afternoon.',
      },
      {
        title: 'Improvement trial: staggered arrivals',
        activities: [
          'Helped design a trial of staggered arrival times',
          'Briefed the reception team and prepared patient letters',
          'Collected data during the first trial week',
        ],
        learning: 'A change is only as good as the briefing the front-line staff receive.',
      },
      {
        title: 'Trial results and next steps',
        activities: [
          'Compared waiting times before and during the trial',
          'Presented early results to the clinic managers',
          'Collected feedback from nurses and patients',
        ],
        learning: 'Average waits fell, but the variation mattered more to patients than the average.',
      },
      {
        title: 'Rolling out to a second clinic',
        activities: [
          'Adapted the trial plan for the south clinic',
          'Trained two receptionists on the new booking rules',
          'Set up the same measurements for comparison',
        ],
        learning: 'What worked in one clinic needed small changes in another because the patients differ.',
      },
      {
        title: 'Writing the operations report',
        activities: [
          'Drafted the operations report for the management meeting',
          'Checked every figure with the data team',
          'Prepared recommendations for the winter season',
        ],
        learning: 'Recommendations need an owner and a date, or they stay on the page.',
      },
    ],
    monthly: {
      title: 'First month in clinical operations',
      summary: 'Mapped the patient journey, ran a timing study and found where patients wait.',
      body: [
        'My first month at Meridian was about understanding how a clinic day works. After training I mapped the patient ' +
          'journey in the north clinic with the reception and nursing teams.',
        'I then timed sixty patient journeys. Most of the waiting happens before the first assessment, which surprised ' +
          'the managers as they had focused on consultation times.',
        'Next month we will test staggered arrival times to reduce the morning peak.',
      ],
    },
    midterm: {
      title: 'Midterm report: the staggered arrivals trial',
      summary: 'Designed and measured a trial that reduced morning waits, and prepared it for a second clinic.',
      body: [
        'The main piece of work this half was a trial of staggered arrival times. I helped design it, briefed the ' +
          'reception team and measured waiting times before and during the trial.',
        'Average waits fell and patients reported less crowding, although some days varied a lot. We are now adapting ' +
          'the plan for the south clinic.',
        'I have learnt how much clinical operations depend on clear communication with staff and patients.',
      ],
    },
    example:
      'Ran the patient timing study independently over two busy mornings and turned it into the staggered-arrivals ' +
      'trial, briefing reception staff so clearly that the trial started without a hitch.',
  },
  design: {
    weeks: [
      {
        title: 'Studio onboarding and project kick-off',
        activities: [
          'Joined the kick-off for the city library app',
          'Read the research from the discovery phase',
          'Set up my files in the shared design system',
        ],
        learning: 'How the studio structures a project from discovery to delivery.',
      },
      {
        title: 'Usability sessions',
        activities: [
          'Took notes in five usability sessions with library members',
          'Synthesised findings on a board with the research lead',
          'Picked the three most important problems to solve',
        ],
        learning: 'Watching people use the prototype is humbling: everything obvious to us was not obvious to them.',
      },
      {
        title: 'Search and reservation flow',
        activities: [
          'Sketched three alternative flows for reserving a book',
          'Turned the chosen flow into wireframes',
          'Reviewed it with the developers for feasibility',
        ],
        learning: 'Involving developers early avoided a design that the library system could not support.',
      },
      {
        title: 'High-fidelity prototype',
        activities: [
          'Built the reservation flow as a clickable prototype',
          'Checked colour contrast and focus order',
          'Prepared the prototype for testing',
        ],
        learning: 'Accessibility checks are much cheaper at the prototype stage than after build.',
      },
      {
        title: 'Second round of testing',
        activities: [
          'Ran two test sessions myself with the research lead observing',
          'Found that the reservation confirmation was easy to miss',
          'Redesigned the confirmation step',
        ],
        learning: 'Leading a session is different from observing one: staying quiet is the hardest part.',
      },
      {
        title: 'Design system components',
        activities: [
          'Documented the new date picker and notification components',
          'Added usage guidelines and accessibility notes',
          'Reviewed components with the design director',
        ],
        learning: 'A component is not finished until someone else can use it correctly without asking.',
      },
      {
        title: 'Portfolio project research',
        activities: [
          'Chose a portfolio project on wayfinding inside the museum',
          'Interviewed three visitors and two staff members',
          'Defined the problem statement',
        ],
        learning: 'A narrow, well-defined problem leads to a stronger portfolio piece than a broad one.',
      },
      {
        title: 'Handover to development',
        activities: [
          'Prepared annotated designs for the reservation flow',
          'Answered developer questions during sprint planning',
          'Checked the first build against the prototype',
        ],
        learning: 'Clear annotations save more time than extra screens.',
      },
    ],
    monthly: {
      title: 'Month one at Fieldnote',
      summary: 'Joined the library app project, learnt from usability sessions and designed the reservation flow.',
      body: [
        'I joined the city library app project at kick-off, which meant I could follow the work from research to design. ' +
          'Observing five usability sessions showed me how differently members think about reserving a book.',
        'I designed three alternative flows, chose one with the team and turned it into wireframes after checking with the ' +
          'developers that the library system could support it.',
        'Next month I will build the high-fidelity prototype and run testing sessions myself.',
      ],
    },
    midterm: {
      title: 'Midterm report: from prototype to handover',
      summary: 'Built and tested the reservation prototype, fixed the confirmation step and documented new components.',
      body: [
        'This half I built the reservation flow as a high-fidelity prototype with accessibility checks from the start, ' +
          'and ran two test sessions myself.',
        'Testing showed that the reservation confirmation was easy to miss. The redesigned step tested well and is now ' +
          'in development. I also documented two new components in the design system.',
        'For the rest of the placement I will focus on my portfolio project about museum wayfinding.',
      ],
    },
    example:
      'Noticed in testing that members missed the reservation confirmation, redesigned the step within two days and ' +
      'verified the fix with a second round of sessions.',
  },
  curriculum: {
    weeks: [
      {
        title: 'Getting to know the course',
        activities: [
          'Worked through the existing fractions unit as a pupil would',
          'Read the teacher feedback from last year',
          'Met the two pilot teachers',
        ],
        learning: 'Pupils struggled most with comparing fractions that have different denominators.',
      },
      {
        title: 'Drafting the first lessons',
        activities: [
          'Drafted two lesson plans on equivalent fractions',
          'Designed a paper-folding activity',
          'Reviewed the drafts with the lead curriculum designer',
        ],
        learning: 'Every activity needs a clear purpose that the teacher can explain in one sentence.',
      },
      {
        title: 'First classroom observation',
        activities: [
          'Observed the pilot of lesson one in a Year 6 class',
          'Noted where pupils got stuck',
          'Interviewed the teacher after the lesson',
        ],
        learning: 'The timing on paper was far too optimistic for a real classroom.',
      },
      {
        title: 'Revising based on feedback',
        activities: [
          'Shortened lesson one and split one activity into two steps',
          'Added visual fraction strips to the worksheets',
          'Wrote guidance for teachers on common misconceptions',
        ],
        learning: 'Small changes in wording on a worksheet changed how many pupils could start on their own.',
      },
      {
        title: 'Practice activities',
        activities: [
          'Wrote twenty practice questions at three difficulty levels',
          'Checked answers and worked solutions with a colleague',
          'Tagged each question with the skill it practises',
        ],
        learning: 'Good practice questions are built around the mistakes pupils actually make.',
      },
      {
        title: 'Second pilot and assessment design',
        activities: [
          'Observed the revised lesson in a second school',
          'Drafted a short end-of-unit assessment',
          'Compared results between the two classes',
        ],
        learning: 'The revised lesson worked better, especially for pupils who had struggled before.',
      },
      {
        title: 'Teacher guide',
        activities: [
          'Wrote the teacher guide for the unit',
          'Added tips from the pilot teachers',
          'Prepared the materials for layout',
        ],
        learning: 'Teachers want to know what to do when things go wrong, not only when they go right.',
      },
      {
        title: 'Final review of the unit',
        activities: [
          'Reviewed the whole unit with the curriculum team',
          'Fixed inconsistencies in terminology',
          'Planned the wider pilot for next term',
        ],
        learning: 'Consistent language across lessons makes a big difference for ten-year-olds.',
      },
    ],
    monthly: {
      title: 'First month writing the fractions unit',
      summary: 'Studied where pupils struggle, drafted the first lessons and observed them in a real classroom.',
      body: [
        'I started by working through the existing course as a pupil and reading last year’s teacher feedback. Comparing ' +
          'fractions with different denominators stood out as the hardest topic.',
        'I drafted two lessons on equivalent fractions and observed the first pilot. The lesson took much longer than ' +
          'planned, so I shortened it and added visual fraction strips.',
        'Next month I will write practice activities and observe a second pilot.',
      ],
    },
    midterm: {
      title: 'Midterm report: lessons that work in class',
      summary: 'Revised the lessons after two pilots, wrote practice questions and drafted the end-of-unit assessment.',
      body: [
        'The revised lessons worked noticeably better in the second pilot school, especially for pupils who had ' +
          'struggled before.',
        'I wrote twenty practice questions tagged by skill and drafted a short assessment to compare results between ' +
          'classes.',
        'The rest of the placement will focus on the teacher guide and preparing the wider pilot.',
      ],
    },
    example:
      'Rewrote the first lesson after a single observation, cutting it to fit a real class period, and the second ' +
      'pilot showed clearly better results for the pupils who had struggled.',
  },
  marketing: {
    weeks: [
      {
        title: 'Meeting the marketing team',
        activities: [
          'Met the channel managers for search, social and email',
          'Got access to the ad platforms and the sales data',
          'Listed the campaigns running this quarter',
        ],
        learning: 'Each channel measures success differently, which makes comparing them hard.',
      },
      {
        title: 'Campaign data pipeline',
        activities: [
          'Exported results from three ad platforms',
          'Matched campaign codes to store sales',
          'Flagged campaigns with missing tracking codes',
        ],
        learning: 'A third of in-store promotions had no way to be measured at all.',
      },
      {
        title: 'Weekly performance report',
        activities: [
          'Built the first weekly campaign report',
          'Agreed the key numbers with the marketing manager',
          'Sent the report to the team for feedback',
        ],
        learning: 'Fewer, better-chosen numbers get read; long tables get ignored.',
      },
      {
        title: 'In-store promotion planning',
        activities: [
          'Helped plan a promotion for outdoor furniture',
          'Designed a control group of comparable stores',
          'Prepared the measurement plan',
        ],
        learning: 'Without a control group we could not tell the promotion apart from good weather.',
      },
      {
        title: 'Promotion launch and tracking',
        activities: [
          'Checked that every store had the right signage and codes',
          'Monitored daily sales in test and control stores',
          'Fixed a till code that was not recording',
        ],
        learning: 'Checking the setup on day one saved the whole measurement.',
      },
      {
        title: 'Results and recommendations',
        activities: [
          'Compared sales uplift between test and control stores',
          'Estimated the return on the promotion',
          'Presented the results to the marketing leadership team',
        ],
        learning: 'The promotion worked well in suburban stores and barely at all in the city centre.',
      },
      {
        title: 'Email segmentation test',
        activities: [
          'Set up an A/B test on the weekly newsletter',
          'Segmented customers by last purchase category',
          'Analysed open and click rates',
        ],
        learning: 'Relevance beat frequency: fewer, better-targeted emails earned more clicks.',
      },
      {
        title: 'Handover of the reporting',
        activities: [
          'Documented how the weekly report is built',
          'Trained a colleague to run it',
          'Listed improvements for the next quarter',
        ],
        learning: 'A report is only useful if it keeps running after I leave.',
      },
    ],
    monthly: {
      title: 'First month in marketing analytics',
      summary: 'Connected campaign data to store sales and built the first weekly campaign report.',
      body: [
        'My first month at Tidewater was about connecting campaign data to sales. I exported results from three ad ' +
          'platforms and matched campaign codes to till data.',
        'A third of in-store promotions had no tracking at all, which we have now fixed for new campaigns. I built a ' +
          'weekly report that the marketing team reads every Monday.',
        'Next month I will help plan and measure an in-store promotion with a proper control group.',
      ],
    },
    midterm: {
      title: 'Midterm report: measuring an in-store promotion',
      summary: 'Planned, tracked and evaluated an in-store promotion against control stores.',
      body: [
        'The main project this half was measuring the outdoor furniture promotion. I designed a control group of ' +
          'comparable stores and checked the setup on launch day.',
        'The promotion clearly worked in suburban stores but barely in the city centre, which will change how the next ' +
          'one is planned.',
        'For the rest of the placement I will run an email segmentation test and hand over the weekly reporting.',
      ],
    },
    example:
      'Designed the control group for the outdoor furniture promotion and spotted a broken till code on launch day, ' +
      'which saved the whole measurement.',
  },
};

/** Reflections in the student's own words; two per entry, chosen per student and week. */
export const reflections = [
  'I was nervous at the start of the week but asking questions early saved me a lot of time.',
  'I am getting faster at finding my way around, and I needed less help than last week.',
  'This week showed me how much I still have to learn, which is motivating rather than discouraging.',
  'I want to plan my days better: I lost an afternoon switching between too many small tasks.',
  'Presenting my work to the team was uncomfortable, but the feedback was worth it.',
  'I enjoyed working closely with my mentor and will try to take more initiative next week.',
  'It was satisfying to see something I made being used by real people.',
  'I realised that writing things down as I go makes the end-of-week summary much easier.',
  'I underestimated how long the task would take and will break work into smaller pieces next time.',
  'Working with people from other teams helped me see the bigger picture of the organisation.',
  'I made a mistake this week, owned it quickly, and learnt how the team handles problems calmly.',
  'My confidence is growing, and I now speak up in meetings instead of waiting to be asked.',
  'The pace was high this week, and I learnt to ask which tasks matter most.',
  'I want to read more around the subject in the evenings to keep up with the discussions.',
  'Getting detailed feedback on my work helped me understand the standard the team expects.',
  'A quieter week gave me time to consolidate what I have learnt so far.',
];

/** Cover letters: an opening about the role, a paragraph from the student's studies, a closing. */
export const coverLetterOpenings = [
  'I am writing to apply for the {title} position at {company}. Your work has stood out to me for a long time, and ' +
    'this placement is exactly the kind of experience I am looking for at this stage of my studies.',
  'I would like to be considered for the {title} role at {company}. I read the description with real excitement, ' +
    'because it matches both what I study and what I want to do after graduating.',
  'Please accept my application for the {title} internship at {company}. I have followed your team’s work and would ' +
    'love the chance to contribute to it while learning from experienced people.',
];

export const coverLetterMiddles = [
  'In my {program} course I have completed several group projects, most recently one where I was responsible for ' +
    'planning the work and presenting the results. I enjoy turning messy problems into something clear and useful.',
  'My studies in {major} have given me a solid foundation, and I have tried to apply it outside the classroom through ' +
    'volunteering and a part-time job where I learnt to work reliably under pressure.',
  'During my {program} I have become particularly interested in {major}. I completed an independent project on the ' +
    'topic this year and received one of the highest marks in my cohort.',
  'Alongside my {program} I work part-time, which has taught me to manage my time carefully and to communicate ' +
    'clearly with customers and colleagues.',
];

export const coverLetterClosings = [
  'I would welcome the chance to discuss how I could contribute to your team. Thank you for considering my application.',
  'Thank you for your time. I am available for an interview at any point and look forward to hearing from you.',
  'I am keen to learn, reliable and easy to work with. I hope to have the opportunity to show this in person.',
];

export const logbookApprovals = [
  'Good week — clear and well reflected.',
  'Thanks, this matches what we discussed in our check-in.',
  'Approved. Nice progress this week.',
  'Well written. Keep including the learning outcomes in this much detail.',
  '',
  '',
];

export const logbookRejections = [
  'Please add how many hours went into each activity and what you would do differently next time.',
  'The activities are listed, but the reflection is too short. Please expand on what you learnt.',
];

export const reportReviewComments = {
  under_review: 'Taking this into review this week.',
  approved: ['Clear, well-structured report. Approved.', 'Thorough and honest. Approved — well done.'],
  requires_revision:
    'Good start. Please add concrete examples of your own contribution and one measurable outcome, then resubmit.',
  rejected:
    'This reads as a description of the company rather than your placement. Please rewrite it about your own work.',
};

export const evaluationWriting = {
  strengths: [
    ['Learns quickly and asks good questions', 'Reliable: delivers what was agreed, on time'],
    ['Clear written communication', 'Works well with colleagues across teams'],
    ['Takes ownership of problems', 'Careful, thorough work'],
    ['Curious and proactive', 'Calm under pressure'],
  ],
  areasForImprovement: [
    ['Speak up earlier when blocked'],
    ['Estimate tasks more realistically', 'Share work in progress sooner'],
    ['Be more confident presenting to senior colleagues'],
    ['Prioritise when several requests arrive at once'],
  ],
  recommendations: [
    ['Lead a team demo in the second half of the placement'],
    ['Take on a piece of work with less supervision', 'Pair with a different senior colleague'],
    ['Present the final project to the wider department'],
    ['Mentor the next intern during their first week'],
  ],
  comments: [
    'A pleasure to have on the team.',
    'Well on track for a strong final evaluation.',
    'We would be glad to see an application for a graduate role.',
    '',
  ],
};

export const evaluationReviewComments = {
  reviewed: 'Checked against the placement agreement.',
  approved: 'Approved for the student record.',
};

export const applicationNotes = {
  reviewing: 'Shortlisted for an interview.',
  accepted: 'Great interview — welcome aboard!',
  rejected: 'Thank you for applying. We have offered the place to a candidate with more relevant experience.',
};
