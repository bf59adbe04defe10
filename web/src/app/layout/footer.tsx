import { Link } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { footerColumns, legalLinks } from './navigation';

const year = new Date().getFullYear();

const headingId = (title: string) => `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <Brand className="brand--on-dark" />
          <p className="footer__tagline">
            Verified internships for students, the right interns for employers, and a clear view of placements for
            universities.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className="footer__column" aria-labelledby={headingId(column.title)}>
            <h2 className="footer__heading" id={headingId(column.title)}>
              {column.title}
            </h2>
            <ul className="footer__links">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer__bottom">
        <p className="footer__copyright">© {year} Stint</p>
        <nav aria-label="Legal">
          <ul className="footer__legal">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
