import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SectionHeader } from './section-header';

describe('SectionHeader', () => {
  it("is a section's heading with what belongs beside it", () => {
    expect(
      renderToStaticMarkup(
        <SectionHeader id="recent-entries" title="Recent Entries" titleClassName="section-title">
          <a href="/logbook">View All</a>
        </SectionHeader>,
      ),
    ).toBe(
      '<div class="section-header"><h2 id="recent-entries" class="section-title">Recent Entries</h2>' +
        '<a href="/logbook">View All</a></div>',
    );
  });

  it("is a card's header row when asked, with an extra class name", () => {
    expect(renderToStaticMarkup(<SectionHeader id="stats" title="Stats" card className="wide" />)).toBe(
      '<div class="card__header wide"><h2 id="stats" class="card__title">Stats</h2></div>',
    );
  });
});
