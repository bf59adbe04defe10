// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

afterEach(cleanup);

describe('BackLink', () => {
  it('links back, named by its label, with the arrow hidden from assistive technology', () => {
    render(
      <MemoryRouter>
        <BackLink to="/internships" label="Back to Internships" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to Internships' });
    expect(link.getAttribute('href')).toBe('/internships');
    expect(link.textContent).toBe('← Back to Internships');
    expect(screen.getByText('←').getAttribute('aria-hidden')).toBe('true');
  });
});
