/**
 * An email address, whole: it wraps only after its @ and after its dots (a `<wbr>` there, see email-parts.ts), so a
 * long address never widens the page nor breaks in the middle of a word, unless one piece alone is wider than the
 * line. `link` makes it a mailto link.
 */
import { Fragment } from 'react';
import { emailParts } from './email-parts';
import './email-address.css';

export function EmailAddress({ email, link = false }: { email: string; link?: boolean }) {
  const parts = emailParts(email);
  const text = parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
  return link ? (
    <a className="email-address" href={`mailto:${email}`}>
      {text}
    </a>
  ) : (
    <span className="email-address">{text}</span>
  );
}
