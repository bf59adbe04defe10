/**
 * The pipeline's table: a checkbox per row and one to select the page, sortable column headers (buttons, with
 * `aria-sort` on the header that sorts), and the stage beside the status the student sees; a row with messages the
 * employer has not read says how many (the navbar's messages link opens this screen). Narrow screens scroll the
 * table inside its own region, which takes the keyboard focus for that.
 */
import { useId, type Dispatch, type SetStateAction } from 'react';
import { Link } from 'react-router-dom';
import { STAGE_LABELS, type ApplicationStage } from '@stint/shared/applications/applications.constants';
import type { Application, PipelineSort } from '@stint/shared/applications/applications.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { ApplicationUnreadSlot } from '../../../lib/application-thread-slot';
import { formatGpa, studentName } from '../../employer-applications/components/application-status';

const STAGE_TONE: Record<ApplicationStage, string> = {
  new: 'badge--warning',
  shortlisted: 'badge--info',
  interview: 'badge--info',
  offer: 'badge--info',
  accepted: 'badge--success',
  rejected: 'badge--danger',
  withdrawn: 'badge--neutral',
};

export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <span className={`badge ${STAGE_TONE[stage]}`}>{STAGE_LABELS[stage]}</span>;
}

const COLUMNS: { sort: PipelineSort | null; label: string }[] = [
  { sort: 'name', label: 'Student' },
  { sort: null, label: 'Internship' },
  { sort: 'stage', label: 'Stage' },
  { sort: 'appliedDate', label: 'Applied' },
  { sort: 'gpa', label: 'GPA' },
];

export function PipelineTable({
  rows,
  total,
  sort,
  order,
  onSort,
  selected,
  onSelect,
}: {
  rows: Application[];
  total: number;
  sort: PipelineSort;
  order: 'asc' | 'desc';
  onSort: (sort: PipelineSort) => void;
  selected: ReadonlySet<string>;
  onSelect: Dispatch<SetStateAction<ReadonlySet<string>>>;
}) {
  const captionId = useId();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row._id));
  const someSelected = rows.some((row) => selected.has(row._id));
  const toggle = (id: string, on: boolean) =>
    onSelect((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="pipeline__region" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pipeline__table">
        <caption id={captionId} className="pipeline__caption">
          Applications ({total})
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pipeline__select">
              <input
                type="checkbox"
                aria-label="Select every application on this page"
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={(event) => onSelect(event.target.checked ? new Set(rows.map((row) => row._id)) : new Set())}
              />
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={
                  column.sort && column.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {column.sort ? (
                  <button type="button" className="pipeline__sort" onClick={() => onSort(column.sort!)}>
                    {column.label}
                    <span aria-hidden="true">{column.sort === sort ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    <span className="visually-hidden">, sort</span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = studentName(row);
            return (
              <tr key={row._id} className={selected.has(row._id) ? 'pipeline__row--selected' : undefined}>
                <td className="pipeline__select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${name}`}
                    checked={selected.has(row._id)}
                    onChange={(event) => toggle(row._id, event.target.checked)}
                  />
                </td>
                <td>
                  <span className="pipeline__name">{name}</span>
                  {row.student.email ? <span className="pipeline__sub">{row.student.email}</span> : null}
                  <ApplicationUnreadSlot applicationId={row._id} />
                </td>
                <td>
                  <Link to={`/employer/internships/${encodeURIComponent(row.internship._id)}`}>
                    {row.internship.title || 'Internship'}
                  </Link>
                </td>
                <td>
                  <StageBadge stage={row.stage} />
                </td>
                <td>{formatCalendarDate(row.appliedDate) ?? '—'}</td>
                <td>{formatGpa(row.gpa) ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
