/**
 * About (spec 1 §2.5): the mission, the values (Excellence, Community, Innovation) and what Stint does for each role;
 * Sign Up Now goes to registration, Contact Us to the contact page.
 */
import { Link } from 'react-router-dom';
import { Icon, type IconName } from './marketing-icons';
import './about.css';

const VALUES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'evaluation',
    title: 'Excellence',
    text: 'An internship should be real learning. Weekly logbooks, reviewed reports and structured evaluations give every placement a clear standard and a record of what was achieved.',
  },
  {
    icon: 'profile',
    title: 'Community',
    text: 'Students, employers, universities and administrators each see what they need and act in one place, so everyone involved in an internship works from the same picture.',
  },
  {
    icon: 'live',
    title: 'Innovation',
    text: 'Live status updates, listings gathered from partner job boards and privacy built into how data is stored keep Stint quick to use and safe to trust.',
  },
];

const ROLES: { icon: IconName; title: string; features: string[] }[] = [
  {
    icon: 'profile',
    title: 'For students',
    features: [
      'Browse Stint internships and internship-level roles from our partner job board',
      'Filter by location and work type, sort by deadline or salary, and bookmark favourites',
      'Apply with a cover letter and your resume (PDF, DOC or DOCX, up to 5 MB)',
      'Follow each application’s status live, with an email when an employer decides',
      'Keep a weekly logbook and submit reports, with reviewers’ comments in one place',
      'Choose which email notifications and reminders you receive',
    ],
  },
  {
    icon: 'employer',
    title: 'For employers',
    features: [
      'Post internships with pay, location, work type, positions and a deadline',
      'Review applications and resumes, then accept or reject them',
      'Hear about new applications as they arrive',
      'Read and review your interns’ weekly logbooks',
      'Evaluate interns at the end of their placement',
    ],
  },
  {
    icon: 'university',
    title: 'For universities',
    features: [
      'See your own students and the internships they hold',
      'Follow their applications, logbooks and reports',
      'Read the evaluations employers give them',
      'Read-only oversight, always current, without extra paperwork',
    ],
  },
  {
    icon: 'admin',
    title: 'For administrators',
    features: [
      'Monitor student progress across the platform',
      'Approve reports or send them back for revision',
      'Review employers’ evaluations before they count',
      'See analytics on internships, applications and placements',
    ],
  },
];

export function AboutScreen() {
  return (
    <main id="main" tabIndex={-1} className="about" aria-labelledby="about-title">
      <title>About · Stint</title>
      <section className="about-hero">
        <div className="about-hero__inner">
          <h1 id="about-title">About Stint</h1>
          <p>
            Stint brings students, employers, universities and administrators together around each internship, from the
            first application to the final evaluation.
          </p>
        </div>
      </section>

      <div className="page">
        <div className="page__inner about__inner">
          <section className="about-mission card" aria-labelledby="about-mission-title">
            <h2 id="about-mission-title">Our mission</h2>
            <p>
              We want internships to be easier to find, fairer to run and simpler to follow. Students should see every
              opportunity and know where each application stands; employers should find motivated interns and guide them
              with clear feedback; universities should know how their students are doing without chasing paperwork.
            </p>
            <p>
              Stint does this with one shared record of each internship: the application, the decision, the weekly
              logbook, the reports and the evaluation, each visible to the people who need it and to no one else.
            </p>
          </section>

          <section aria-labelledby="about-values-title">
            <h2 id="about-values-title">Our values</h2>
            <ul className="about-grid about-grid--values">
              {VALUES.map((value) => (
                <li key={value.title} className="about-value card">
                  <span className="marketing-icon">
                    <Icon name={value.icon} />
                  </span>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="about-features-title">
            <h2 id="about-features-title">What Stint does for you</h2>
            <ul className="about-grid about-grid--roles">
              {ROLES.map((role) => (
                <li key={role.title} className="about-role card">
                  <div className="about-role__header">
                    <span className="marketing-icon">
                      <Icon name={role.icon} />
                    </span>
                    <h3>{role.title}</h3>
                  </div>
                  <ul className="about-role__features plain-list">
                    {role.features.map((feature) => (
                      <li key={feature}>
                        <span className="about-role__check">
                          <Icon name="check" size={18} />
                        </span>
                        {feature}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>

          <section className="cta-card card split-row" aria-labelledby="about-cta-title">
            <div>
              <h2 id="about-cta-title">Join Stint</h2>
              <p>Create an account as a student, an employer or a university, or tell us what you need.</p>
            </div>
            <div className="about-cta__actions cluster">
              <Link className="button button--primary" to="/register">
                Sign Up Now
              </Link>
              <Link className="button button--secondary" to="/contact">
                Contact Us
              </Link>
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
