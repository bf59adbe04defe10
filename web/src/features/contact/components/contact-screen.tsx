/**
 * The contact page (spec 1 §2.6): a hero; email, phone and live-chat support; the message form; four common
 * questions; the office address with business hours and Get Directions (a map of the address, in a new tab); Get
 * Started to registration. The contact details are the operator's (system settings, else SUPPORT_EMAIL, SUPPORT_PHONE
 * and CONTACT_ADDRESS): without a phone number there is no phone card, without an address the business hours only.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmailAddress } from '../../../components/email-address';
import { useContactInfo } from '../api/get-contact-info';
import { ContactForm } from './contact-form';
import './contact.css';

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I register as a student?',
    answer: (
      <>
        Choose <Link to="/register">Get Started</Link>, pick Student and fill in your university, program, major, year
        of study and student ID. You can browse and apply to internships as soon as your account is created.
      </>
    ),
  },
  {
    question: 'How can employers post internships?',
    answer:
      'Register as an employer with your company name and address, then use Post Internship. A published internship appears in the public list at once, and you follow its applications from your dashboard.',
  },
  {
    question: 'What information do I need to register?',
    answer:
      'Everyone needs an email address, a phone number and a password of at least 6 characters. Students add their university and course; employers their company; universities their code, address and a contact person.',
  },
  {
    question: 'How do I track my application status?',
    answer:
      'Sign in and open My Applications: each application shows whether it is pending, accepted or rejected, and we email you when an employer decides.',
  },
];

const HOURS = [
  ['Monday – Friday', '9:00 AM – 6:00 PM'],
  ['Saturday', '10:00 AM – 4:00 PM'],
  ['Sunday', 'Closed'],
] as const;

/** Line icons (24×24, drawn with the text colour): envelope, phone, speech bubble. */
const ICONS = {
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  phone: <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12Z" />,
};

function MethodCard({
  icon,
  title,
  detail,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <li className="contact-method card">
      <span className="contact-method__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {ICONS[icon]}
        </svg>
      </span>
      <h3 className="contact-method__title">{title}</h3>
      <p className="contact-method__detail">{detail}</p>
      <div className="contact-method__body">{children}</div>
    </li>
  );
}

export function ContactScreen() {
  const { data: info, error: infoError } = useContactInfo();

  return (
    <main id="main" tabIndex={-1} className="contact-page" aria-labelledby="contact-title">
      <title>Contact Us · Stint</title>
      <section className="contact-hero">
        <div className="contact-hero__inner">
          <h1 id="contact-title">Get in touch</h1>
          <p className="contact-hero__intro">
            Questions about internships, your account or partnering with Stint? Send us a message and our team will get
            back to you.
          </p>
        </div>
      </section>

      <div className="page">
        <div className="page__inner contact-page__inner">
          <section aria-labelledby="contact-methods-title">
            <h2 id="contact-methods-title" className="visually-hidden">
              Ways to reach us
            </h2>
            <ul className="contact-methods">
              <MethodCard icon="email" title="Email Support" detail="We answer within 24 hours">
                {info ? <EmailAddress email={info.supportEmail} link /> : <span>Use the form below.</span>}
              </MethodCard>
              {info?.phone && info.phoneHref ? (
                <MethodCard icon="phone" title="Phone Support" detail="Monday – Friday, 9AM – 6PM">
                  <a href={info.phoneHref}>{info.phone}</a>
                </MethodCard>
              ) : null}
              <MethodCard icon="chat" title="Live Chat" detail="Instant response">
                <span>Our assistant answers common questions right away, any time of day.</span>
              </MethodCard>
            </ul>
          </section>

          <div className="contact-layout">
            <section className="card contact-layout__form" aria-labelledby="contact-form-title">
              <h2 id="contact-form-title" className="card__title">
                Send us a message
              </h2>
              <p className="contact-layout__hint">All fields are required.</p>
              <ContactForm />
            </section>

            <aside className="contact-layout__aside">
              <section className="card contact-office" aria-labelledby="contact-office-title">
                <h2 id="contact-office-title" className="card__title">
                  {info && !info.address ? 'Business hours' : 'Our office'}
                </h2>
                {info?.address ? (
                  <address className="contact-office__address">{info.address}</address>
                ) : !info ? (
                  <p className="contact-office__address">
                    {infoError ? 'The address could not be loaded.' : 'Loading…'}
                  </p>
                ) : null}
                {info && !info.address ? null : <h3 className="contact-office__subtitle">Business hours</h3>}
                <dl className="contact-office__hours">
                  {HOURS.map(([days, hours]) => (
                    <div key={days} className="contact-office__row">
                      <dt>{days}</dt>
                      <dd>{hours}</dd>
                    </div>
                  ))}
                </dl>
                {info?.directionsUrl ? (
                  <a
                    className="button button--secondary button--block"
                    href={info.directionsUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Get Directions<span className="visually-hidden"> (opens a map in a new tab)</span>
                  </a>
                ) : null}
              </section>
            </aside>
          </div>

          <section className="contact-faq" aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title">Frequently asked questions</h2>
            <div className="contact-faq__list">
              {FAQ.map(({ question, answer }) => (
                <details key={question} className="contact-faq__item card">
                  <summary>{question}</summary>
                  <p>{answer}</p>
                </details>
              ))}
            </div>
          </section>

          <section className="cta-card card split-row" aria-labelledby="contact-cta-title">
            <div>
              <h2 id="contact-cta-title">Ready to start?</h2>
              <p>Create your account and find the internship that fits you.</p>
            </div>
            <Link className="button button--primary" to="/register">
              Get Started
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}
