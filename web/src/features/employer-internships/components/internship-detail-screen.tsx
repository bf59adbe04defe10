/**
 * An employer's internship (spec 2 §2 /employer/internships/{id}): the applications to it first (composed in by the
 * route: what the employer comes here for, with their count in the header), then every field; the status actions
 * (publish a draft, deactivate, reactivate) and Edit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate } from '../../../components/dates';
import { Facts, type Fact } from '../../../components/facts';
import { LoadingPanel } from '../../../components/loading-panel';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { isFilled } from '../../../lib/internship-display';
import { deactivateInternship } from '../api/deactivate-internship';
import { useInternship } from '../api/get-internship';
import { publishInternship } from '../api/publish-internship';
import { reactivateInternship } from '../api/reactivate-internship';
import {
  applicationCount,
  formatPositions,
  formatStipend,
  formatWorkplace,
  internshipStatusLabels,
  internshipTypeLabels,
  InternshipStatusBadge,
  plural,
  PositionsFilledBadge,
} from './internship-format';
import { InternshipNotFound } from './internship-not-found';
import { PageHeader } from '../../../components/page-header';
import './employer-internships.css';

type StatusAction = 'publish' | 'deactivate' | 'reactivate';

const ACTIONS: Record<
  StatusAction,
  { run: (id: string) => Promise<{ message?: string | undefined }>; label: string; busy: string; done: string }
> = {
  publish: {
    run: publishInternship,
    label: 'Publish',
    busy: 'Publishing…',
    done: 'The internship is published and open to applications.',
  },
  deactivate: {
    run: deactivateInternship,
    label: 'Deactivate',
    busy: 'Deactivating…',
    done: 'The internship is deactivated: it no longer accepts applications.',
  },
  reactivate: {
    run: reactivateInternship,
    label: 'Reactivate',
    busy: 'Reactivating…',
    done: 'The internship is active again and open to applications.',
  },
};

export function InternshipDetailScreen({ applications }: { applications: (internship: Internship) => ReactNode }) {
  const { id } = useParams<{ id: string }>();
  const { data, error, isLoading, mutate } = useInternship(id);
  const internship = data?.internship;

  // Spec 2 §8: a failed load is also said in a toast.
  useEffect(() => {
    if (error && !data) showToast({ tone: 'danger', title: 'Failed to load internship details' });
  }, [error, data]);

  if (error && !data) return <InternshipNotFound error={error} onRetry={() => void mutate()} />;
  if (isLoading || !internship) {
    return (
      <main id="main" tabIndex={-1} className="page employer-page">
        <title>Internship · Stint</title>
        <div className="page__inner">
          <LoadingPanel text="Loading the internship…" />
        </div>
      </main>
    );
  }
  return <InternshipDetail key={internship._id} internship={internship} applications={applications} />;
}

function InternshipDetail({
  internship,
  applications,
}: {
  internship: Internship;
  applications: (internship: Internship) => ReactNode;
}) {
  const [busy, setBusy] = useState<StatusAction | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const action: StatusAction | null =
    internship.status === 'draft'
      ? 'publish'
      : internship.status === 'active'
        ? 'deactivate'
        : internship.status === 'inactive' || internship.status === 'expired'
          ? 'reactivate'
          : null;

  const runAction = async (which: StatusAction) => {
    setBusy(which);
    setOutcome(null);
    try {
      await ACTIONS[which].run(internship._id);
      setOutcome({ tone: 'success', text: ACTIONS[which].done });
    } catch (error) {
      setOutcome({
        tone: 'danger',
        text: errorMessage(error, `Failed to ${ACTIONS[which].label.toLowerCase()} the internship`),
      });
    } finally {
      setBusy(null);
    }
  };

  const deadline = internship.applicationDeadline ?? internship.deadline;
  const count = applicationCount(internship);
  const stipend = formatStipend(internship);
  const facts: Fact[] = [
    { label: 'Company', value: internship.company ?? 'Not specified' },
    { label: 'Location', value: internship.location || 'Not specified' },
    { label: 'Remote or on-site', value: formatWorkplace(internship) },
    { label: 'Duration', value: internship.duration || 'Not specified' },
    { label: 'Start date', value: formatCalendarDate(internship.startDate) ?? 'Not specified' },
    { label: 'End date', value: formatCalendarDate(internship.endDate) ?? 'Not specified' },
    { label: 'Application deadline', value: formatCalendarDate(deadline) ?? 'Not specified' },
    { label: 'Stipend', value: stipend ?? 'Not specified' },
    { label: 'Salary', value: internship.salary || 'Not specified' },
    {
      label: 'Type',
      value: internship.type ? (internshipTypeLabels[internship.type] ?? internship.type) : 'Not specified',
    },
    { label: 'Category', value: internship.category || 'Not specified' },
    { label: 'Positions', value: formatPositions(internship) },
    { label: 'Applications', value: count },
    { label: 'Status', value: internshipStatusLabels[internship.status] ?? internship.status },
    { label: 'Posted', value: formatCalendarDate(internship.createdAt) ?? '—' },
  ];

  return (
    <main id="main" tabIndex={-1} className="page employer-page">
      <title>{`${internship.title} · Stint`}</title>
      <div className="page__inner">
        <PageHeader
          back={{ to: '/employer/internships', label: 'Back to My Internships' }}
          title={internship.title}
          badge={
            <>
              <InternshipStatusBadge status={internship.status} />
              <PositionsFilledBadge internship={internship} />
            </>
          }
          intro={[internship.company, internship.location, plural(count, 'application')].filter(Boolean).join(' · ')}
          actions={
            <>
              <Link className="button button--secondary" to={`/employer/internships/edit/${internship._id}`}>
                Edit
              </Link>
              {action ? (
                <button
                  type="button"
                  className={action === 'deactivate' ? 'button button--secondary' : 'button button--primary'}
                  disabled={busy !== null}
                  onClick={() => void runAction(action)}
                >
                  {busy === action ? ACTIONS[action].busy : ACTIONS[action].label}
                </button>
              ) : null}
            </>
          }
        />

        <div aria-live="polite">
          {outcome ? (
            <Banner tone={outcome.tone} live={false}>
              <p>{outcome.text}</p>
            </Banner>
          ) : null}
        </div>
        {internship.status === 'draft' ? (
          <Banner tone="info" title="This internship is a draft" live={false}>
            <p>Students cannot see it or apply until you publish it.</p>
          </Banner>
        ) : null}
        {internship.status === 'expired' ? (
          <Banner tone="warning" title="The application deadline has passed" live={false}>
            <p>
              {isFilled(internship)
                ? 'Every position is filled as well. To take applications again, move the deadline and add positions in Edit, then reactivate the internship.'
                : 'To take applications again, move the deadline in Edit, then reactivate the internship.'}
            </p>
          </Banner>
        ) : null}

        {applications(internship)}

        <div className="split-layout detail-layout">
          <div className="split-layout__column">
            <section className="card" aria-labelledby="description-title">
              <h2 id="description-title" className="card__title">
                Description
              </h2>
              <p className="prose">{internship.description}</p>
            </section>
            <ListCard id="responsibilities" title="Responsibilities" items={internship.responsibilities} />
            <ListCard id="requirements" title="Requirements" items={internship.requirements} />
            {internship.skills.length > 0 ? (
              <section className="card" aria-labelledby="skills-title">
                <h2 id="skills-title" className="card__title">
                  Skills
                </h2>
                <ul className="chips plain-list cluster">
                  {internship.skills.map((skill) => (
                    <li key={skill} className="chip">
                      {skill}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <ListCard id="benefits" title="Benefits" items={internship.benefits} />
          </div>
          <section className="card detail-layout__side" aria-labelledby="facts-title">
            <h2 id="facts-title" className="card__title">
              Details
            </h2>
            <Facts className="details" rowClassName="details__row" facts={facts} />
          </section>
        </div>
      </div>
    </main>
  );
}

function ListCard({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="bullet-list">
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">None listed.</p>
      )}
    </section>
  );
}
