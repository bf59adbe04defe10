// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { SubmitForReviewButton, useSubmitForReview } from './submit-for-review';
import { showToast } from './toasts';

vi.mock('./toasts', () => ({ showToast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Card({ send }: { send: () => Promise<{ title: string; message?: string }> }) {
  const { titleRef, isSubmitting, problem, submit } = useSubmitForReview(send, 'Failed to submit the item');
  return (
    <article>
      <h3 ref={titleRef} tabIndex={-1}>
        Week 3
      </h3>
      <SubmitForReviewButton
        itemTitle="Week 3"
        label="Resubmit"
        isSubmitting={isSubmitting}
        onSubmit={() => void submit()}
      />
      {problem ? <p role="alert">{problem}</p> : null}
    </article>
  );
}

describe('Submit for review', () => {
  it('names the item for screen readers and sends once while the request runs, staying focusable', async () => {
    let finish: (value: { title: string }) => void = () => {};
    const send = vi.fn(() => new Promise<{ title: string }>((resolve) => (finish = resolve)));
    render(<Card send={send} />);
    const button = screen.getByRole('button', { name: 'Resubmit “Week 3” for review' });
    act(() => fireEvent.click(button));
    act(() => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Submitting… “Week 3” for review');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await act(async () => finish({ title: 'Submitted' }));
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('toasts the success and moves the focus to the title', async () => {
    render(<Card send={() => Promise.resolve({ title: 'Submitted for review', message: '“Week 3”' })} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(vi.mocked(showToast)).toHaveBeenCalledExactlyOnceWith({
      tone: 'success',
      title: 'Submitted for review',
      message: '“Week 3”',
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Week 3' }));
  });

  it("shows the server's message on a failure, else the error's, else the fallback", async () => {
    const failures = [
      new ApiError(409, 'Already submitted', { isServerMessage: true }),
      new Error('Network down'),
      'odd',
    ];
    const send = vi.fn(() => Promise.reject(failures.shift()));
    render(<Card send={send} />);
    const alerts: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(async () => fireEvent.click(screen.getByRole('button')));
      alerts.push(screen.getByRole('alert').textContent ?? '');
    }
    expect(alerts).toEqual(['Already submitted', 'Network down', 'Failed to submit the item']);
    expect(vi.mocked(showToast)).not.toHaveBeenCalled();
  });
});
