/**
 * Internship oversight (/admin/internships; spec 2 §2, §4, §9): every internship whatever its status, searched by
 * title, company or location, filtered by type (the internship types plus remote and hybrid) and by status (the
 * admin view adds pending: taken down and edited by its employer since, waiting for a review), newest first, 10 a
 * page. An administrator takes an internship down with a reason (it leaves every public view and its employer cannot
 * bring it back) or restores it. Live: postings and changes show without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminInternship } from '@stint/shared/admin/admin.schemas';
import {
  adminInternshipStatuses,
  adminInternshipTypeFilters,
  TAKE_DOWN_REASON_MAX,
  type AdminInternshipStatus,
  type AdminInternshipTypeFilter,
} from '@stint/shared/internships/internships.constants';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { ChoiceFilter } from '../../../components/filter-select';
import { ListFilters, PagedListSection, RowAction } from '../../../components/list-screen';
import { ListRow, RowFacts } from '../../../components/list-row';
import { Screen } from '../../../components/page-header';
import { ReviewDialog } from '../../../components/review-dialog';
import { SearchField } from '../../../components/search-field';
import { showToast } from '../../../components/toasts';
import { oneOf, useListFilters } from '../../../lib/list-filters';
import { restoreInternship, takeDownInternship } from '../api/change-internship-oversight';
import { useAdminInternships, type InternshipFilters } from '../api/get-admin-internships';
import './admin-internships.css';

const PATH = '/admin/internships';

export const statusBadges: Record<AdminInternshipStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'badge--success' },
  inactive: { label: 'Inactive', tone: 'badge--neutral' },
  draft: { label: 'Draft', tone: 'badge--neutral' },
  expired: { label: 'Expired', tone: 'badge--warning' },
  pending: { label: 'Pending review', tone: 'badge--warning' },
  taken_down: { label: 'Taken down', tone: 'badge--danger' },
};

const typeLabels: Record<AdminInternshipTypeFilter, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  summer: 'Summer',
  winter: 'Winter',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

function filtersFrom(params: URLSearchParams): InternshipFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    type: oneOf(adminInternshipTypeFilters, params.get('type')),
    status: oneOf(adminInternshipStatuses, params.get('status')),
  };
}

type Action = { internship: AdminInternship; kind: 'take-down' | 'restore' };

export function AdminInternshipsScreen() {
  const { filters, page, isFiltered, setFilters, clearFilters, hrefForPage } = useListFilters(PATH, filtersFrom);
  const query = useAdminInternships(filters, page);
  const [action, setAction] = useState<Action | null>(null);

  return (
    <Screen
      className="admin-internships-page"
      page={page}
      back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      title="Internship Oversight"
      intro="Every internship on Stint, whatever its status. Take down one that breaks the rules; restore it once it is fixed."
      outside={
        action?.kind === 'take-down' ? (
          <ReviewDialog
            title="Take this internship down?"
            description={`${action.internship.title} · ${action.internship.company}`}
            text={
              <p>
                It disappears from the public list and its page, takes no more applications, and its employer cannot
                publish or reactivate it until you restore it. The employer sees your reason when they try.
              </p>
            }
            confirmLabel="Take Down"
            busyLabel="Taking down…"
            tone="danger"
            comment="required"
            commentLabel="Reason"
            commentHint={`What is wrong with it (at most ${TAKE_DOWN_REASON_MAX} characters).`}
            requiredMessage="Please give a reason for taking the internship down"
            failureMessage="Failed to take the internship down"
            onClose={() => setAction(null)}
            onConfirm={async (reason) => {
              const { message } = await takeDownInternship(
                action.internship._id,
                reason.slice(0, TAKE_DOWN_REASON_MAX),
              );
              setAction(null);
              showToast({
                tone: 'success',
                title: message ?? 'Internship taken down',
                message: action.internship.title,
              });
            }}
          />
        ) : action?.kind === 'restore' ? (
          <ReviewDialog
            title="Restore this internship?"
            description={`${action.internship.title} · ${action.internship.company}`}
            text={
              <p>
                It goes back to the status its employer gave it
                {action.internship.ownerStatus === 'active' ? ' (active: public and open to applications)' : ''}.
              </p>
            }
            confirmLabel="Restore"
            busyLabel="Restoring…"
            comment="none"
            failureMessage="Failed to restore the internship"
            onClose={() => setAction(null)}
            onConfirm={async () => {
              const { message } = await restoreInternship(action.internship._id);
              setAction(null);
              showToast({ tone: 'success', title: message ?? 'Internship restored', message: action.internship.title });
            }}
          />
        ) : null
      }
    >
      <ListFilters label="Internships" onClear={isFiltered ? clearFilters : null}>
        <SearchField
          id="internship-search"
          label="Search"
          placeholder="Title, company or location"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <ChoiceFilter
          id="internship-type-filter"
          label="Type"
          anyLabel="All types"
          values={adminInternshipTypeFilters}
          labelOf={(type) => typeLabels[type]}
          value={filters.type}
          onChange={(type) => setFilters({ type })}
        />
        <ChoiceFilter
          id="internship-status-filter"
          label="Status"
          anyLabel="All statuses"
          values={adminInternshipStatuses}
          labelOf={(status) => statusBadges[status].label}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
      </ListFilters>

      <PagedListSection
        id="internships-list-title"
        title="Internships"
        query={query}
        items={(data) => data.internships}
        count={['internship', 'internships']}
        errorTitle="Failed to fetch internships"
        errorText="The internships could not be loaded."
        loadingText="Loading internships…"
        empty={{
          title: 'No Internships Found',
          text: isFiltered ? 'No internships match your filter criteria.' : 'No internships have been posted yet.',
        }}
        page={page}
        hrefForPage={hrefForPage}
        paginationLabel="Internship pages"
      >
        {(internship) => <InternshipRow key={internship._id} internship={internship} onAction={setAction} />}
      </PagedListSection>
    </Screen>
  );
}

function InternshipRow({ internship, onAction }: { internship: AdminInternship; onAction: (action: Action) => void }) {
  const status = statusBadges[internship.status];
  const headingId = `internship-${internship._id}-title`;
  const kinds = [
    internship.type ? typeLabels[internship.type] : null,
    internship.isRemote || internship.workType === 'remote'
      ? 'Remote'
      : internship.workType === 'hybrid'
        ? 'Hybrid'
        : 'On-site',
  ].filter(Boolean);
  const takenDown = internship.takenDown;
  const dates = [formatCalendarDate(internship.startDate), formatCalendarDate(internship.endDate)]
    .filter(Boolean)
    .join(' – ');
  return (
    <ListRow
      headingId={headingId}
      title={internship.title}
      lines={[[internship.company, internship.location].filter(Boolean).join(' · ')]}
      badges={
        <>
          <span className={`badge ${status.tone}`}>{status.label}</span>
          {kinds.map((kind) => (
            <span key={kind} className="badge badge--info">
              {kind}
            </span>
          ))}
        </>
      }
    >
      {takenDown ? (
        <div className="internship-takedown" role="note" aria-label="Take-down">
          <p className="internship-takedown__line">
            <strong>Taken down {formatDateTime(takenDown.at) ?? ''}</strong>: {takenDown.reason}
          </p>
          {takenDown.revisedAt ? (
            <p className="internship-takedown__line">
              Edited by its employer {formatDateTime(takenDown.revisedAt) ?? ''}: waiting for your review.
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="admin-row__body split-row split-row--bottom">
        <RowFacts
          facts={[
            {
              label: 'Employer',
              value: (
                <>
                  {internship.employer.name}
                  {internship.employer.email ? (
                    <span className="internship-employer__email">
                      <EmailAddress email={internship.employer.email} />
                    </span>
                  ) : null}
                </>
              ),
            },
            { label: 'Applications', value: internship.applicationsCount },
            {
              label: 'Positions filled',
              value: (
                <>
                  {internship.acceptedCount} of {internship.positions}
                </>
              ),
            },
            { label: 'Deadline', value: formatCalendarDate(internship.applicationDeadline) ?? '—' },
            { label: 'Dates', value: dates || '—' },
            { label: 'Posted', value: formatCalendarDate(internship.createdAt) ?? '—' },
          ]}
        />

        <div className="admin-row__actions cluster">
          {takenDown ? (
            <RowAction
              label="Restore"
              rowHeadingId={headingId}
              isPrimary
              onClick={() => onAction({ internship, kind: 'restore' })}
            />
          ) : (
            <RowAction
              label="Take Down"
              rowHeadingId={headingId}
              onClick={() => onAction({ internship, kind: 'take-down' })}
            />
          )}
          {internship.status === 'active' ? (
            <Link className="button button--secondary button--small" to={`/internships/${internship._id}`}>
              View public page<span className="visually-hidden">: {internship.title}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </ListRow>
  );
}
