/**
 * The analytics charts (recharts, loaded only with this screen): registrations by role, internships posted and
 * applications, decisions with the acceptance rate, top categories, and logbook and report throughput. Each comes with
 * a summary sentence and its numbers as a table for screen readers (chart-figure.tsx). Series are drawn without
 * animation: the screen revalidates live, and redrawing every series on each change would distract.
 */
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminAnalytics, AnalyticsPoint } from '@stint/shared/analytics/analytics.schemas';
import { ChartFigure } from './chart-figure';
import {
  bucketLabel,
  busiest,
  formatCount,
  formatRate,
  leadingCategories,
  listOf,
  plural,
  shortDate,
} from './analytics-format';

const COLORS = {
  student: '#1f4e79',
  employer: '#0e7c86',
  university: '#b54708',
  posted: '#6941c6',
  applications: '#1f4e79',
  accepted: '#067647',
  rejected: '#b42318',
  rate: '#17212e',
  logbooks: '#1f4e79',
  reports: '#b54708',
  category: '#1f4e79',
};

const HEIGHT = 260;
const axisTick = { fontSize: 12, fill: '#4a5668' };
const grid = <CartesianGrid stroke="#e3e8ef" vertical={false} />;
// In the order the series are drawn, not alphabetical.
const legend = <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />;

/** A series drawn as a line: straight segments, no dots; `dashed` for the second series of a pair. */
function line(
  dataKey: string,
  name: string,
  stroke: string,
  { dashed, yAxisId }: { dashed?: string; yAxisId?: string } = {},
) {
  return (
    <Line
      isAnimationActive={false}
      {...(yAxisId ? { yAxisId } : {})}
      type="linear"
      dataKey={dataKey}
      name={name}
      stroke={stroke}
      strokeWidth={2}
      {...(dashed ? { strokeDasharray: dashed } : {})}
      dot={false}
    />
  );
}

/** A series drawn as bars stacked with the others of `stackId`. */
function stackedBar(dataKey: string, name: string, stackId: string, fill: string, yAxisId?: string) {
  return (
    <Bar
      isAnimationActive={false}
      {...(yAxisId ? { yAxisId } : {})}
      dataKey={dataKey}
      name={name}
      stackId={stackId}
      fill={fill}
    />
  );
}

/** `rateToDate`: the acceptance rate from the start of the range to the end of this bucket (null before any decision). */
type Row = AnalyticsPoint & { label: string; full: string; rateToDate: number | null };

function xAxis(rows: Row[]) {
  return (
    <XAxis
      dataKey="label"
      tick={axisTick}
      tickLine={false}
      interval="preserveStartEnd"
      minTickGap={18}
      // Many days on a phone: the axis thins its labels out instead of overlapping them.
      height={28}
      padding={rows.length > 40 ? undefined : { left: 4, right: 4 }}
    />
  );
}

const yAxis = (
  props: {
    yAxisId?: string;
    orientation?: 'left' | 'right';
    unit?: string;
    domain?: [number, number];
    width?: number;
  } = {},
) => <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={36} {...props} />;

const tooltip = (
  <Tooltip
    labelFormatter={(_label: ReactNode, payload: ReadonlyArray<{ payload?: Row }>) => payload?.[0]?.payload?.full ?? ''}
    contentStyle={{ borderRadius: 8, borderColor: '#d5dce6', fontSize: 13 }}
  />
);

/** The series as the charts draw it: axis labels, the bucket's full name and the acceptance rate so far. */
function chartRows({ series, granularity }: AdminAnalytics): Row[] {
  const rows: Row[] = [];
  let accepted = 0;
  let decided = 0;
  for (const point of series) {
    accepted += point.accepted;
    decided += point.accepted + point.rejected;
    rows.push({
      ...point,
      label: shortDate(point.date),
      full: bucketLabel(point, granularity),
      rateToDate: decided === 0 ? null : Math.round((accepted / decided) * 1000) / 10,
    });
  }
  return rows;
}

export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { series, granularity, totals } = analytics;
  const rows = chartRows(analytics);
  const per = granularity === 'week' ? 'week' : 'day';
  const when = (point: AnalyticsPoint | null) =>
    point ? (granularity === 'week' ? `the week of ${shortDate(point.date)}` : shortDate(point.date)) : null;
  const rowKey = (point: AnalyticsPoint) => point.date;
  const firstColumn = granularity === 'week' ? 'Week starting' : 'Date';

  const registrations = totals.registrations.student + totals.registrations.employer + totals.registrations.university;
  const busiestApplications = busiest(series, (point) => point.applications);
  const decided = totals.accepted + totals.rejected;
  const leaders = leadingCategories(analytics.topCategories);
  const throughput =
    totals.logbooksSubmitted + totals.logbooksReviewed + totals.reportsSubmitted + totals.reportsReviewed;

  return (
    <div className="analytics-charts">
      <ChartFigure
        title="New registrations by role"
        summary={
          registrations === 0
            ? 'Nobody registered in this period.'
            : `${plural(registrations, 'new account')}: ${plural(totals.registrations.student, 'student')}, ` +
              `${plural(totals.registrations.employer, 'employer')} and ${plural(totals.registrations.university, 'university', 'universities')}.`
        }
        table={{
          caption: `New registrations per ${per}, by role`,
          columns: [firstColumn, 'Students', 'Employers', 'Universities'],
          rows: series.map((point) => ({
            key: rowKey(point),
            cells: [
              bucketLabel(point, granularity),
              point.registrations.student,
              point.registrations.employer,
              point.registrations.university,
            ],
          })),
        }}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {grid}
            {xAxis(rows)}
            {yAxis()}
            {tooltip}
            {legend}
            {stackedBar('registrations.student', 'Students', 'roles', COLORS.student)}
            {stackedBar('registrations.employer', 'Employers', 'roles', COLORS.employer)}
            {stackedBar('registrations.university', 'Universities', 'roles', COLORS.university)}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title="Internships posted and applications"
        summary={
          `${plural(totals.internshipsPosted, 'internship')} posted and ${plural(totals.applications, 'application')} ` +
          `received${busiestApplications ? `; the most applications came on ${when(busiestApplications)} (${formatCount(busiestApplications.applications)})` : ''}.`
        }
        table={{
          caption: `Internships posted and applications per ${per}`,
          columns: [firstColumn, 'Internships posted', 'Applications'],
          rows: series.map((point) => ({
            key: rowKey(point),
            cells: [bucketLabel(point, granularity), point.internshipsPosted, point.applications],
          })),
        }}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {grid}
            {xAxis(rows)}
            {yAxis()}
            {tooltip}
            {legend}
            {line('applications', 'Applications', COLORS.applications)}
            {line('internshipsPosted', 'Internships posted', COLORS.posted, { dashed: '6 3' })}
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title="Decisions and acceptance rate"
        aside={<p className="chart-card__figure">{formatRate(analytics.acceptanceRate)}</p>}
        summary={
          decided === 0
            ? 'No application was accepted or rejected in this period.'
            : `${plural(totals.accepted, 'application')} accepted and ${formatCount(totals.rejected)} rejected: ` +
              `an acceptance rate of ${formatRate(analytics.acceptanceRate)}.`
        }
        table={{
          caption: `Applications accepted and rejected per ${per}, with the acceptance rate`,
          columns: [firstColumn, 'Accepted', 'Rejected', `Acceptance rate that ${per}`, 'Acceptance rate to date'],
          rows: rows.map((row) => ({
            key: rowKey(row),
            cells: [row.full, row.accepted, row.rejected, formatRate(row.acceptanceRate), formatRate(row.rateToDate)],
          })),
        }}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
            {grid}
            {xAxis(rows)}
            {yAxis({ yAxisId: 'count' })}
            {yAxis({ yAxisId: 'rate', orientation: 'right', unit: '%', domain: [0, 100], width: 44 })}
            {tooltip}
            {legend}
            {stackedBar('accepted', 'Accepted', 'decisions', COLORS.accepted, 'count')}
            {stackedBar('rejected', 'Rejected', 'decisions', COLORS.rejected, 'count')}
            {line('rateToDate', 'Acceptance rate to date (%)', COLORS.rate, { dashed: '4 3', yAxisId: 'rate' })}
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title="Top categories"
        summary={
          leaders.names.length === 0
            ? 'No internship was posted in this period.'
            : leaders.names.length === 1
              ? `Most internships posted were in ${leaders.names[0]} ` +
                `(${formatCount(leaders.count)} of ${formatCount(totals.internshipsPosted)}).`
              : `${listOf(leaders.names)} had the most internships posted ` +
                `(${formatCount(leaders.count)} each, of ${formatCount(totals.internshipsPosted)}).`
        }
        table={{
          caption: 'Internships posted by category',
          columns: ['Category', 'Internships posted'],
          rows: analytics.topCategories.map(({ category, count }) => ({ key: category, cells: [category, count] })),
        }}
      >
        {analytics.topCategories.length > 0 ? (
          <ResponsiveContainer width="100%" height={Math.max(120, 44 + analytics.topCategories.length * 30)}>
            <BarChart
              data={analytics.topCategories}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
            >
              <CartesianGrid stroke="#e3e8ef" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} />
              <YAxis type="category" dataKey="category" tick={axisTick} tickLine={false} axisLine={false} width={92} />
              <Tooltip contentStyle={{ borderRadius: 8, borderColor: '#d5dce6', fontSize: 13 }} />
              <Bar
                isAnimationActive={false}
                dataKey="count"
                name="Internships posted"
                fill={COLORS.category}
                radius={[0, 4, 4, 0]}
                barSize={18}
              />
            </BarChart>
          </ResponsiveContainer>
        ) : null}
      </ChartFigure>

      <ChartFigure
        title="Logbook and report throughput"
        wide
        summary={
          throughput === 0
            ? 'No logbook entry or report was submitted or reviewed in this period.'
            : `${plural(totals.logbooksSubmitted, 'logbook entry', 'logbook entries')} submitted and ` +
              `${formatCount(totals.logbooksReviewed)} reviewed by employers; ${plural(totals.reportsSubmitted, 'report')} ` +
              `submitted and ${formatCount(totals.reportsReviewed)} reviewed by admins.`
        }
        table={{
          caption: `Logbook entries and reports submitted and reviewed per ${per}`,
          columns: [
            firstColumn,
            'Logbook entries submitted',
            'Logbook entries reviewed',
            'Reports submitted',
            'Reports reviewed',
          ],
          rows: series.map((point) => ({
            key: rowKey(point),
            cells: [
              bucketLabel(point, granularity),
              point.logbooksSubmitted,
              point.logbooksReviewed,
              point.reportsSubmitted,
              point.reportsReviewed,
            ],
          })),
        }}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {grid}
            {xAxis(rows)}
            {yAxis()}
            {tooltip}
            {legend}
            {line('logbooksSubmitted', 'Logbook entries submitted', COLORS.logbooks)}
            {line('logbooksReviewed', 'Logbook entries reviewed', COLORS.logbooks, { dashed: '6 3' })}
            {line('reportsSubmitted', 'Reports submitted', COLORS.reports)}
            {line('reportsReviewed', 'Reports reviewed', COLORS.reports, { dashed: '6 3' })}
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
