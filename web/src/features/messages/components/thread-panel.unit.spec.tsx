// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Thread, ThreadMessage } from '@stint/shared/messages/messages.schemas';
import { conversationOf } from '../api/get-thread';
import { ApplicationUnread } from './application-unread';
import { messageProblem, ThreadPanel } from './thread-panel';

const message = (seq: number, changes: Partial<ThreadMessage> = {}): ThreadMessage => ({
  _id: `m${seq}`,
  applicationId: 'app1',
  seq,
  author: { _id: 'northwind', name: 'Nora Wind', role: 'employer' },
  text: `Message ${seq}`,
  removed: false,
  postedAt: `2027-03-01T09:0${seq}:00.000Z`,
  isOwn: false,
  ...changes,
});

const page = (messages: ThreadMessage[], changes: Partial<Thread> = {}): Thread => ({
  messages,
  canWrite: true,
  readUpTo: 0,
  unreadCount: 0,
  pagination: {
    page: 1,
    limit: 30,
    total: messages.length,
    totalItems: messages.length,
    totalPages: 1,
    hasPrevPage: false,
    hasNextPage: false,
    prevPage: null,
    nextPage: null,
  },
  ...changes,
});

/** The api as the panel reaches it: each call recorded, the thread answered with `thread`. */
function serve(thread: Thread) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const data = method === 'GET' ? thread : url.endsWith('/read') ? { readUpTo: 2, unreadCount: 0 } : {};
      return new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ThreadPanel applicationId="app1" />
      </MemoryRouter>
    </SWRConfig>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThreadPanel', () => {
  it('reads oldest first, shows a removed message as removed, and marks the newest one read', async () => {
    const calls = serve(
      page(
        [
          message(2, { text: 'Partly remote.' }),
          message(1, { author: { _id: 'ada', name: 'Ada Tester', role: 'student' }, isOwn: true, text: 'Remote?' }),
          message(0, { text: null, removed: true, author: { _id: 'x', name: 'Deleted user', role: 'employer' } }),
        ],
        { unreadCount: 1, readUpTo: 1 },
      ),
    );
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Deleted user · Employer · .*This message was removed\.$/),
      expect.stringMatching(/^You · Student · .*Remote\?$/),
      expect.stringMatching(/^Nora Wind · Employer · .*Partly remote\.$/),
    ]);
    expect(screen.getByText('1 unread')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: expect.stringContaining('/applications/app1/messages/read'),
      body: { upToMessageId: 'm2' },
    });
  });

  it('refuses to send an empty message, with the api’s words, and sends nothing', async () => {
    const calls = serve(page([]));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Write a message before sending it')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('lets a reader who takes no part read without a box to write in, and marks nothing read', async () => {
    const calls = serve(page([message(1)], { canWrite: false }));
    show();
    await screen.findByText('Message 1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/you can read along/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('messageProblem and conversationOf', () => {
  it('counts characters as people do and keeps each message once, oldest first', () => {
    expect(messageProblem('   ')).toBe('Write a message before sending it');
    expect(messageProblem('🙂'.repeat(4000))).toBeNull();
    expect(messageProblem('x'.repeat(4001))).toBe('A message can be at most 4,000 characters');
    // A message that moved to the next page while loading is shown once.
    expect(conversationOf([page([message(3), message(2)]), page([message(2), message(1)])]).map((m) => m.seq)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('ApplicationUnread', () => {
  it("shows only this application's unread messages, and nothing when none wait", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: true,
              data: {
                total: 3,
                applications: [
                  { applicationId: 'app1', unread: 2 },
                  { applicationId: 'app2', unread: 1 },
                ],
              },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApplicationUnread applicationId="app1" />
        <ApplicationUnread applicationId="app3" />
      </SWRConfig>,
    );
    expect(await screen.findByText('2 unread messages')).toBeTruthy();
    expect(screen.queryByText(/1 unread/)).toBeNull();
  });
});
