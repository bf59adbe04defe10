import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Facts, hasValue } from './facts';

describe('Facts', () => {
  it('shows each labelled value as a row of a description list', () => {
    const html = renderToStaticMarkup(
      <Facts
        className="details"
        rowClassName="details__row"
        facts={[
          { label: 'Company', value: 'Acme' },
          { label: 'Hours', value: 0 },
        ]}
      />,
    );
    expect(html).toBe(
      '<dl class="details"><div class="details__row"><dt>Company</dt><dd>Acme</dd></div>' +
        '<div class="details__row"><dt>Hours</dt><dd>0</dd></div></dl>',
    );
  });

  it('leaves out facts without a value, and the whole list when none has one', () => {
    const html = renderToStaticMarkup(
      <Facts
        className="details"
        facts={[
          { label: 'Company', value: 'Acme' },
          { label: 'Phone', value: null },
          { label: 'Fax', value: undefined },
          { label: 'Website', value: '' },
          { label: 'Remote', value: false },
        ]}
      />,
    );
    expect(html).toBe('<dl class="details"><div><dt>Company</dt><dd>Acme</dd></div></dl>');
    expect(renderToStaticMarkup(<Facts className="details" facts={[{ label: 'Phone', value: null }]} />)).toBe('');
  });

  it('counts zero as a value', () => {
    expect(hasValue({ label: 'Hours', value: 0 })).toBe(true);
    expect(hasValue({ label: 'Hours', value: '' })).toBe(false);
  });
});
