import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnreadMessagesLink } from './unread-messages-link';

const hrefOf = (role: 'student' | 'employer' | 'admin') =>
  /href="([^"]*)"/.exec(
    renderToStaticMarkup(
      <MemoryRouter>
        <UnreadMessagesLink role={role} />
      </MemoryRouter>,
    ),
  )?.[1] ?? null;

describe('UnreadMessagesLink', () => {
  it("opens a screen that shows each application's unread messages: the student's list, the employer's pipeline", () => {
    expect(hrefOf('student')).toBe('/student/applications');
    // Not /employer/applications: that page only moves on to the internships, none of which says where a message is.
    expect(hrefOf('employer')).toBe('/employer/pipeline');
    expect(hrefOf('admin')).toBeNull();
  });
});
