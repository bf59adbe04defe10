import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListRow, RowFacts } from './list-row';

describe('ListRow', () => {
  it('is an article named by its heading, with a line under it for each of its lines and the badges beside it', () => {
    const html = renderToStaticMarkup(
      <ListRow
        headingId="user-u1-name"
        title="Ada Lovelace"
        lines={['ST-1 · Northwind', <em key="email">ada@example.com</em>]}
        badges={<span className="badge">Active</span>}
      >
        <p>Actions</p>
      </ListRow>,
    );
    expect(html).toBe(
      '<li class="tile admin-row"><article aria-labelledby="user-u1-name"><div class="admin-row__header split-row split-row--top">' +
        '<div class="admin-row__who row-fill"><h3 id="user-u1-name" class="admin-row__title">Ada Lovelace</h3>' +
        '<p class="admin-row__sub">ST-1 · Northwind</p><p class="admin-row__sub"><em>ada@example.com</em></p></div>' +
        '<div class="admin-row__badges cluster"><span class="badge">Active</span></div></div><p>Actions</p></article></li>',
    );
  });
});

describe('RowFacts', () => {
  it('lays the labelled values out in the row grid, a zero count included', () => {
    const html = renderToStaticMarkup(
      <RowFacts
        facts={[
          { label: 'Applications', value: 0 },
          { label: 'Posted', value: '1 March 2026' },
        ]}
      />,
    );
    expect(html).toBe(
      '<dl class="facts facts--grid admin-row__facts"><div><dt>Applications</dt><dd>0</dd></div>' +
        '<div><dt>Posted</dt><dd>1 March 2026</dd></div></dl>',
    );
  });
});
