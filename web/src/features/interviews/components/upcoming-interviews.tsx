/**
 * "Upcoming interviews" on the student's and the employer's dashboards: each interview not yet over or cancelled,
 * soonest first, in the viewer's zone, linking to its application. Live over `interviews` notices.
 */
import { formatSlot } from '@stint/shared/interviews/interviews.constants';
import type { Interview } from '@stint/shared/interviews/interviews.schemas';
import { LoadingPanel } from '../../../components/loading-panel';
import { PanelList } from '../../../components/panel-list';
import { SectionHeader } from '../../../components/section-header';
import { useUpcomingInterviews } from '../api/interviews';
import { viewerTimeZone } from './zone';

export function UpcomingInterviews({ role }: { role: 'student' | 'employer' }) {
  const { data, error } = useUpcomingInterviews();
  const zone = viewerTimeZone();
  const when = (interview: Interview) =>
    interview.picked
      ? formatSlot(interview.picked, zone)
      : `${interview.slots.length} ${interview.slots.length === 1 ? 'time' : 'times'} offered, none picked yet`;
  return (
    <section className="card dashboard__section" aria-labelledby="upcoming-interviews-title">
      <SectionHeader id="upcoming-interviews-title" title="Upcoming interviews" card />
      {data ? (
        data.length === 0 ? (
          <p>No upcoming interviews.</p>
        ) : (
          <PanelList
            items={data.map((interview) => ({
              key: interview.applicationId,
              to:
                role === 'student'
                  ? `/student/applications/${encodeURIComponent(interview.applicationId)}`
                  : `/employer/internships/${encodeURIComponent(interview.internship._id)}`,
              title: interview.internship.title,
              badge: (
                <span className={`badge ${interview.picked ? 'badge--success' : 'badge--warning'}`}>
                  {interview.picked ? 'Scheduled' : 'Awaiting pick'}
                </span>
              ),
              meta: `${role === 'student' ? interview.employer.name : interview.student.name} · ${when(interview)}`,
            }))}
          />
        )
      ) : error ? (
        <p>Could not load your interviews.</p>
      ) : (
        <LoadingPanel text="Loading interviews…" />
      )}
    </section>
  );
}
