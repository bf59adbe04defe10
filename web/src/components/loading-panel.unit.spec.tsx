import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingPanel } from './loading-panel';

describe('LoadingPanel', () => {
  it('is a status with a hidden spinner and its text', () => {
    expect(renderToStaticMarkup(<LoadingPanel text="Loading entries…" />)).toBe(
      '<div class="loading-panel" role="status"><span class="spinner" aria-hidden="true"></span>' +
        '<p class="loading-panel__text">Loading entries…</p></div>',
    );
  });
});
