import { reportStatuses, reportTypes } from '@stint/shared/reports/reports.constants';
import { describe, expect, it } from 'vitest';
import { reportStatusLabels, reportTypeLabels } from './report-labels';

describe('report labels', () => {
  it('words every report status as the screens show it', () => {
    expect(reportStatuses.map((status) => reportStatusLabels[status])).toEqual([
      'Draft',
      'Submitted',
      'Under Review',
      'Approved',
      'Rejected',
      'Requires Revision',
    ]);
  });

  it('words every report type', () => {
    expect(reportTypes.map((type) => reportTypeLabels[type])).toEqual([
      'Weekly',
      'Monthly',
      'Midterm',
      'Final',
      'Reflection',
    ]);
  });
});
