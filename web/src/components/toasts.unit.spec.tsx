// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, ToastRegion } from './toasts';

const shown: number[] = [];
const show = (toast: Parameters<typeof showToast>[0]) => {
  let id = 0;
  act(() => {
    id = showToast(toast);
  });
  shown.push(id);
  return id;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => shown.splice(0).forEach(dismissToast));
  cleanup();
  vi.useRealTimers();
});

const renderRegion = () =>
  render(
    <MemoryRouter>
      <ToastRegion />
    </MemoryRouter>,
  );
const titles = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('.toast__title')?.textContent);

describe('ToastRegion', () => {
  it('is a polite live region on the page before any toast arrives', () => {
    renderRegion();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a toast with its title, message and tone, newest first', () => {
    renderRegion();
    show({ tone: 'success', title: 'Entry saved', message: 'Your entry for Monday is saved.' });
    show({ tone: 'danger', title: 'Upload failed' });
    expect(titles()).toEqual(['Upload failed', 'Entry saved']);
    const saved = screen.getByText('Entry saved').closest('li')!;
    expect(saved.className).toBe('toast toast--success');
    expect(saved.textContent).toContain('Your entry for Monday is saved.');
    expect(screen.getByText('Upload failed').closest('li')!.querySelector('.toast__message')).toBeNull();
  });

  it('links to the item it is about and goes away when the link is followed', () => {
    renderRegion();
    show({ tone: 'info', title: 'New application', action: { label: 'View Application', to: '/applications/7' } });
    const link = screen.getByRole('link', { name: 'View Application' });
    expect(link.getAttribute('href')).toBe('/applications/7');
    fireEvent.click(link);
    expect(titles()).toEqual([]);
  });

  it('is dismissed by its close button, named after the toast', () => {
    renderRegion();
    show({ tone: 'info', title: 'First' });
    show({ tone: 'info', title: 'Second' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification: First' }));
    expect(titles()).toEqual(['Second']);
  });

  it('goes away by itself after eight seconds', () => {
    renderRegion();
    show({ tone: 'info', title: 'Saved' });
    act(() => vi.advanceTimersByTime(7_999));
    expect(titles()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual([]);
  });

  it('stays while the pointer is on it', () => {
    renderRegion();
    show({ tone: 'info', title: 'Saved' });
    fireEvent.pointerEnter(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(titles()).toEqual(['Saved']);
    fireEvent.pointerLeave(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(8_000));
    expect(titles()).toEqual([]);
  });

  it('dismisses them all on Escape', () => {
    renderRegion();
    show({ tone: 'info', title: 'First' });
    show({ tone: 'info', title: 'Second' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(titles()).toEqual([]);
  });

  it('leaves them on Escape while a modal dialog is open (Escape closes the dialog)', () => {
    renderRegion();
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.showModal();
    show({ tone: 'info', title: 'First' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(titles()).toEqual(['First']);
    dialog.close();
    dialog.remove();
  });

  it('keeps at most 20, dropping the oldest', () => {
    renderRegion();
    for (let index = 1; index <= 21; index += 1) show({ tone: 'info', title: `Toast ${index}` });
    const list = titles();
    expect(list).toHaveLength(20);
    expect(list[0]).toBe('Toast 21');
    expect(list[19]).toBe('Toast 2');
  });
});
