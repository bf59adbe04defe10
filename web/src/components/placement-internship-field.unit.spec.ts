import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { internshipLabel, PlacementInternshipField } from './placement-internship-field';

const backend = { _id: 'i1', title: 'Backend intern', company: 'Northwind' };
const design = { _id: 'i2', title: 'Design intern', company: '' };

const render = (props: Partial<Parameters<typeof PlacementInternshipField>[0]>) =>
  renderToStaticMarkup(
    createElement(PlacementInternshipField, {
      id: 'logbook-internship',
      fixed: undefined,
      internships: [backend, design],
      value: '',
      error: undefined,
      onChange: () => undefined,
      ...props,
    }),
  );

describe('the internship a review item is about', () => {
  it('labels an internship by title and company, or title alone', () => {
    expect(internshipLabel(backend)).toBe('Backend intern · Northwind');
    expect(internshipLabel(design)).toBe('Design intern');
  });

  it('offers the accepted internships to pick from for something new, the chosen one selected', () => {
    const html = render({ value: 'i2', error: 'Internship is required' });
    expect(html).toContain('<select');
    expect(html).toContain('id="logbook-internship"');
    expect(html).toContain('<option value="">Select an internship</option>');
    expect(html).toContain('<option value="i1">Backend intern · Northwind</option>');
    expect(html).toMatch(/<option value="i2" selected="">Design intern<\/option>/);
    expect(html).toContain('Only internships you were accepted to.');
    expect(html).toContain('Internship is required');
  });

  it('shows the internship of an existing item, not changeable', () => {
    const html = render({ fixed: backend });
    expect(html).not.toContain('<select');
    expect(html).toContain('<p class="review-form__fixed-label">Internship</p>');
    expect(html).toContain('Backend intern');
    expect(html).toContain(' · Northwind');
    expect(render({ fixed: design })).not.toContain(' · ');
  });
});
