/** The frame of the Privacy Policy and the Terms of Service: a title, an introduction, a contents list and the sections. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmailAddress } from '../../../components/email-address';
import './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <main id="main" tabIndex={-1} className="page legal" aria-labelledby="legal-title">
      <title>{`${title} · Stint`}</title>
      <div className="page__inner legal__layout">
        <header className="legal__header">
          <h1 id="legal-title">{title}</h1>
          <div className="legal__intro">{intro}</div>
        </header>
        <nav className="legal__toc card" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body card">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}

/** How to reach the team: the deployment's support address when known, and the contact page. */
export function SupportContact({ email }: { email?: string }) {
  return email ? (
    <>
      by email at <EmailAddress email={email} link /> or through the <Link to="/contact">contact page</Link>
    </>
  ) : (
    <>
      through the <Link to="/contact">contact page</Link>
    </>
  );
}
