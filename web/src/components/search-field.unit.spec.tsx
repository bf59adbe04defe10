// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = () => screen.getByLabelText<HTMLInputElement>('Search');

describe('SearchField', () => {
  it('is a labelled search box with its hint under it', () => {
    const html = renderToStaticMarkup(
      <SearchField id="user-search" label="Search" value="ada" hint="Name or email" onSearch={() => {}} />,
    );
    expect(html).toContain('<label class="field__label" for="user-search">Search</label>');
    expect(html).toContain('type="search"');
    expect(html).toContain('value="ada"');
    expect(html).toContain('aria-describedby="user-search-hint"');
    expect(html).toContain('<p class="field__hint" id="user-search-hint">Name or email</p>');
  });

  it('applies what is typed, trimmed, after a pause without keystrokes', () => {
    const onSearch = vi.fn();
    render(<SearchField id="s" label="Search" value="" onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: ' ada ' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('ada');
  });

  it('applies at once on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchField id="s" label="Search" value="" onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: 'lovelace' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('lovelace');
  });

  it('follows the applied value when it changes from outside (Clear Filters, Back)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField id="s" label="Search" value="ada" onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: 'ada l' } });
    rerender(<SearchField id="s" label="Search" value="" onSearch={onSearch} />);
    expect(field().value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
