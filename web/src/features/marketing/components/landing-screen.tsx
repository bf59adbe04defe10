/**
 * The landing page (spec 1 §2.4): a hero over rotating illustrations, why Stint, industries, illustrative stories of
 * how Stint is used, how it works, the newsletter card (passed in by the route: features do not import each other)
 * and calls to action. The copy claims only what Stint does.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { dashboardPath } from '../../../lib/user-display';
import { HeroBackdrop } from './hero-backdrop';
import { Icon, type IconName } from './marketing-icons';
import './landing.css';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'source',
    title: 'Internships with a clear source',
    text: 'Internships posted by employers registered on Stint, next to internship-level roles from our partner job board, each marked with where it comes from.',
  },
  {
    icon: 'live',
    title: 'Live application status',
    text: 'See an application move from pending to accepted or rejected as soon as the employer decides, without reloading, and get an email about it too.',
  },
  {
    icon: 'logbook',
    title: 'Logbooks and reports, reviewed',
    text: 'Keep a weekly logbook and submit your reports in one place. Employers and administrators review them and leave comments you can act on.',
  },
  {
    icon: 'university',
    title: 'University oversight',
    text: 'Universities follow their own students’ applications, internships, logbooks, reports and evaluations, read-only and always up to date.',
  },
  {
    icon: 'evaluation',
    title: 'Structured evaluations',
    text: 'Employers evaluate their interns at the end of a placement, and administrators review each evaluation before it counts.',
  },
  {
    icon: 'privacy',
    title: 'Your data, protected',
    text: 'Personal details are encrypted with a key of your own, resumes open only through short-lived links, and deleting your account erases them.',
  },
];

const INDUSTRIES: { icon: IconName; name: string; text: string }[] = [
  { icon: 'technology', name: 'Technology', text: 'Software, data, IT and product roles' },
  { icon: 'healthcare', name: 'Healthcare', text: 'Clinical support, health services and public health' },
  { icon: 'finance', name: 'Finance', text: 'Banking, accounting, audit and analysis' },
  { icon: 'research', name: 'Research', text: 'Laboratories, studies and academic projects' },
  { icon: 'design', name: 'Design', text: 'Product, graphic, UX and visual design' },
  { icon: 'engineering', name: 'Engineering', text: 'Mechanical, civil, electrical and industrial work' },
];

const STORIES: { who: string; title: string; text: string }[] = [
  {
    who: 'Student',
    title: 'From first application to final report',
    text: 'A third-year engineering student bookmarks a few internships, applies to two with the same resume and sees one turn to Accepted between lectures. During the placement they write a logbook entry every Friday, read their supervisor’s comments in the same place, and submit the final report for approval.',
  },
  {
    who: 'Employer',
    title: 'A small studio hires its first intern',
    text: 'A design studio posts one paid, hybrid internship, reads the applications and resumes from its dashboard and accepts a candidate. Weekly logbooks show how the intern is getting on, and at the end the studio’s evaluation goes to the administrators for review.',
  },
  {
    who: 'University',
    title: 'A placement office without spreadsheets',
    text: 'A careers team sees which of its students have applied, who has been accepted and whose logbooks and reports are up to date, straight from what students and employers record on Stint.',
  },
];

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'profile',
    title: 'Create your profile',
    text: 'Register as a student with your university, program, major and year of study. It takes a couple of minutes.',
  },
  {
    icon: 'apply',
    title: 'Apply smart',
    text: 'Search and filter by location and work type, bookmark what interests you, and apply with a cover letter and your resume (PDF, DOC or DOCX).',
  },
  {
    icon: 'track',
    title: 'Track your progress',
    text: 'Follow every application live, then keep your weekly logbook and reports alongside it once the internship starts.',
  },
];

function Section({
  id,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section className={`landing-section landing-section--${tone ?? 'plain'}`} aria-labelledby={id}>
      <div className="landing-section__inner">
        <header className="landing-section__header">
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

export function LandingScreen({ newsletter }: { newsletter: ReactNode }) {
  const user = useSession((state) => (state.token ? state.user : null));
  const start = user
    ? { to: dashboardPath(user.role), label: 'Go to Dashboard' }
    : { to: '/register', label: 'Get Started' };

  return (
    <main id="main" tabIndex={-1} className="landing" aria-labelledby="landing-title">
      <title>Stint · Internships for students, employers and universities</title>

      <section className="landing-hero">
        <HeroBackdrop />
        <div className="landing-hero__inner">
          <p className="landing-hero__eyebrow">Internships, from application to evaluation</p>
          <h1 id="landing-title">Find the internship that starts your career</h1>
          <p className="landing-hero__intro">
            Search internships from employers on Stint and from our partner job board, apply in minutes, and follow
            every application, logbook entry and report in one place.
          </p>
          <div className="landing-hero__actions cluster">
            <Link className="button landing-button--light" to={start.to}>
              {start.label}
            </Link>
            <Link className="button landing-button--outline" to="/internships">
              Browse Internships
            </Link>
          </div>
        </div>
      </section>

      <Section
        id="landing-reasons"
        title="Why choose Stint"
        intro="One place for everyone involved in an internship: the student, the employer, the university and the administrators who keep it on track."
      >
        <ul className="landing-grid landing-grid--three plain-list">
          {REASONS.map((reason) => (
            <li key={reason.title} className="landing-card card">
              <span className="marketing-icon">
                <Icon name={reason.icon} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="landing-industries"
        title="Internships across industries"
        intro="Employers post internships in many fields; these are some of the most common."
        tone="tinted"
      >
        <ul className="landing-grid landing-grid--industries plain-list">
          {INDUSTRIES.map((industry) => (
            <li key={industry.name} className="landing-industry card">
              <span className="marketing-icon">
                <Icon name={industry.icon} />
              </span>
              <div>
                <h3>{industry.name}</h3>
                <p>{industry.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="landing-section__more">
          <Link to="/internships">Browse all internships</Link>
        </p>
      </Section>

      <Section
        id="landing-stories"
        title="Success stories"
        intro="Illustrative examples of how students, employers and universities use Stint, not testimonials from real people."
      >
        <ul className="landing-grid landing-grid--three plain-list">
          {STORIES.map((story) => (
            <li key={story.title} className="landing-story card">
              <p className="landing-story__who">{story.who}</p>
              <h3>{story.title}</h3>
              <p>{story.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="landing-steps"
        title="How it works"
        intro="Three steps from sign-up to a finished internship."
        tone="tinted"
      >
        <ol className="landing-grid landing-grid--three landing-steps plain-list">
          {STEPS.map((step, index) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="marketing-icon">
                <Icon name={step.icon} />
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <div className="landing-section">
        <div className="landing-section__inner">{newsletter}</div>
      </div>

      <section className="landing-cta" aria-labelledby="landing-cta-title">
        <div className="landing-cta__inner split-row">
          <div>
            <h2 id="landing-cta-title">Ready to start?</h2>
            <p>
              Students find and follow their internships; employers find their next interns.{' '}
              <Link to="/register?role=employer">Hiring? Register as an employer</Link>.
            </p>
          </div>
          <div className="landing-cta__actions cluster">
            <Link className="button landing-button--light" to={user ? dashboardPath(user.role) : '/register'}>
              {user ? 'Go to Dashboard' : 'Register'}
            </Link>
            <Link className="button landing-button--outline" to="/internships">
              Browse Internships
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
