import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextList } from './text-list';

describe('TextList', () => {
  it('lists the texts in order, as bullets unless told otherwise', () => {
    expect(renderToStaticMarkup(<TextList items={['Wrote tests', 'Wrote tests', 'Shipped']} empty="None." />)).toBe(
      '<ul class="bullet-list"><li>Wrote tests</li><li>Wrote tests</li><li>Shipped</li></ul>',
    );
    expect(renderToStaticMarkup(<TextList items={['One']} className="uni-detail__list" empty="—" />)).toBe(
      '<ul class="uni-detail__list"><li>One</li></ul>',
    );
  });

  it('says there are none instead of showing an empty list', () => {
    expect(renderToStaticMarkup(<TextList items={[]} empty="None listed." />)).toBe(
      '<p class="muted">None listed.</p>',
    );
  });
});
