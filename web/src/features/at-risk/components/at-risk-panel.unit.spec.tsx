import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AtRiskAlert } from '@stint/shared/at-risk/at-risk.schemas';
import { AlertItem } from './at-risk-panel';

const alert: AtRiskAlert = {
  id: 'overdue-report-a1',
  reason: 'overdue-report',
  studentId: 's1',
  studentName: 'Ada Lovelace',
  applicationId: 'a1',
  internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind' },
  detail: '2 reports overdue, the oldest due 2027-03-10',
  since: '2027-03-10',
  cause: 'r2,r1',
};

const render = (item: AtRiskAlert) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AlertItem alert={item} />
    </MemoryRouter>,
  );

describe('an at-risk alert', () => {
  it('links to the student, names the reason, the placement and what happened, and offers Acknowledge', () => {
    const html = render(alert);
    expect(html).toContain('href="/university/students/s1"');
    expect(html).toContain('>Ada Lovelace</a>');
    expect(html).toContain('badge badge--warning">Overdue report</span>');
    expect(html).toContain('Platform intern, Northwind');
    expect(html).toContain('2 reports overdue, the oldest due 2027-03-10');
    expect(html).toContain('Acknowledge<span class="visually-hidden"> the alert about Ada Lovelace</span>');
  });

  it('shows a withdrawal in the danger tone, and a nameless (erased) student as a student', () => {
    const html = render({ ...alert, reason: 'withdrawn', studentName: '' });
    expect(html).toContain('badge badge--danger">Withdrew after acceptance</span>');
    expect(html).toContain('>A student</a>');
  });
});
