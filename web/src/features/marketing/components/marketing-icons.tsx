/** Line icons of the public pages (24×24, drawn with the text colour); decorative, so hidden from assistive technology. */

const PATHS = {
  source: 'M9 12l2 2 4-4M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3Z',
  live: 'M3 12h4l3-8 4 16 3-8h4',
  logbook: 'M6 3h11a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6V3Zm0 0H4m2 5H4m2 5H4m2 5H4M10 8h5m-5 4h5',
  university: 'M3 9l9-5 9 5-9 5-9-5Zm3 2v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5m3-2v6',
  evaluation: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  privacy: 'M6 11h12v10H6V11Zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2',
  technology: 'M4 5h16v11H4V5Zm-1 14h18M9 9l-2 2 2 2m6-4 2 2-2 2',
  healthcare: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10ZM9 11h6m-3-3v6',
  finance: 'M4 20h16M6 17v-6m4 6V8m4 9v-4m4 4V5',
  research: 'M9 3h6m-5 0v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9',
  design:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.6 0-1.2-1-1.4-1-2.4 0-.8.7-1.5 1.5-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5ZM7.5 11h.01M10 7.5h.01M14.5 7.5h.01',
  engineering:
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM12 2v3m0 14v3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M2 12h3m14 0h3M4.9 19.1 7 17M17 7l2.1-2.1',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
  apply: 'M4 12 20 4l-5 16-3.5-6.5L4 12Zm7.5 1.5L20 4',
  track: 'M4 19V5m0 14h16M8 15l4-4 3 3 5-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  employer: 'M4 8h16v12H4V8Zm5 0V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3M4 13h16',
  admin: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
