import { Link } from 'react-router-dom';

/** The Stint mark and name, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link to="/" className={className ? `brand ${className}` : 'brand'}>
      <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M21.5 10.5c-1.2-1.3-3-2-5.2-2-3.2 0-5.3 1.7-5.3 4.1 0 5.3 10.3 3.2 10.3 7.4 0 1.8-1.8 3.1-4.6 3.1-2.3 0-4.2-.8-5.5-2.3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="brand__name">Stint</span>
    </Link>
  );
}
