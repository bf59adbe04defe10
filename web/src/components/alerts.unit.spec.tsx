import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Banner, ErrorSummary, StatusNote } from './alerts';

describe('Banner', () => {
  it('announces a danger banner as an alert and other tones as a status', () => {
    expect(renderToStaticMarkup(<Banner tone="danger" title="Failed" />)).toBe(
      '<div class="banner banner--danger" role="alert"><p class="banner__title">Failed</p></div>',
    );
    expect(renderToStaticMarkup(<Banner tone="success">Saved</Banner>)).toBe(
      '<div class="banner banner--success" role="status"><div class="banner__body">Saved</div></div>',
    );
  });

  it('is plain text when it was on the page from the start', () => {
    expect(renderToStaticMarkup(<Banner tone="info" live={false} title="Note" />)).toBe(
      '<div class="banner banner--info"><p class="banner__title">Note</p></div>',
    );
  });
});

describe('StatusNote', () => {
  it('keeps an empty polite live region until there is something to say', () => {
    expect(renderToStaticMarkup(<StatusNote status={null} />)).toBe('<div aria-live="polite"></div>');
  });

  it('shows the outcome as a banner of its tone inside the live region, not as a second live region', () => {
    expect(renderToStaticMarkup(<StatusNote status={{ tone: 'danger', text: 'Could not save' }} />)).toBe(
      '<div aria-live="polite"><div class="banner banner--danger"><div class="banner__body"><p>Could not save</p></div></div></div>',
    );
  });
});

describe('ErrorSummary', () => {
  it('links each problem to its field and counts them', () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        errors={{ title: 'Enter a title', 'dates.end': 'End after start' }}
        fieldIdFor={(path) => `f-${path}`}
      />,
    );
    expect(html).toContain('Please correct these 2 fields:');
    expect(html).toContain('<a href="#f-title">Enter a title</a>');
    expect(html).toContain('<a href="#f-dates.end">End after start</a>');
  });

  it('shows nothing without errors', () => {
    expect(renderToStaticMarkup(<ErrorSummary errors={{}} fieldIdFor={String} />)).toBe('');
  });
});
