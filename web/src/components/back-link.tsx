import { Link } from 'react-router-dom';

/** The link back to where a page belongs, above its title ('← Back to Internships'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="back-link" to={to}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
