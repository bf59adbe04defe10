import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';
import { emailParts } from './email-parts';

describe('EmailAddress', () => {
  it('shows the whole address, with a wrapping point between its pieces', () => {
    const html = renderToStaticMarkup(<EmailAddress email="ada.lovelace@example.org" />);
    expect(html).toBe(`<span class="email-address">${emailParts('ada.lovelace@example.org').join('<wbr/>')}</span>`);
    expect(html.replaceAll('<wbr/>', '')).toBe('<span class="email-address">ada.lovelace@example.org</span>');
    expect(html).toContain('<wbr/>');
    expect(html.endsWith('<wbr/></span>')).toBe(false);
  });

  it('is a mailto link when asked', () => {
    const html = renderToStaticMarkup(<EmailAddress email="ada@example.org" link />);
    expect(html.startsWith('<a class="email-address" href="mailto:ada@example.org">')).toBe(true);
    expect(html.replaceAll('<wbr/>', '')).toBe(
      '<a class="email-address" href="mailto:ada@example.org">ada@example.org</a>',
    );
  });
});
