/** University dashboard (spec 2): the title, a welcome with the user's name, the university card and the contact. */
import {
  accreditationLabels,
  universityTypeLabels,
  type AccreditationStatus,
} from '@stint/shared/accounts/accounts.constants';
import { useSession } from '../../../lib/session';
import { formatDate, fullName } from '../../../lib/user-display';
import { DashboardPage, DetailsCard } from './dashboard-page';

/** Spec 2: accredited, provisional, pending and expired have their own look; anything else is neutral. */
const accreditationTone: Partial<Record<AccreditationStatus, string>> = {
  accredited: 'badge--success',
  provisional: 'badge--warning',
  pending: 'badge--warning',
  expired: 'badge--danger',
};

export function UniversityDashboard() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard renders this screen only with a user

  const name = fullName(user);
  const contact = user.contactPerson;
  return (
    <DashboardPage
      documentTitle="University Dashboard"
      user={user}
      welcome={
        <>
          <h1 id="welcome-title" className="welcome__title">
            University Dashboard
          </h1>
          <p className="welcome__text">{name ? `Welcome, ${name}` : 'Welcome'}</p>
        </>
      }
    >
      <div className="dashboard__grid">
        <section className="card" aria-labelledby="university-card-title">
          <div className="card__header">
            <h2 id="university-card-title" className="card__title">
              {user.universityName || 'Your university'}
            </h2>
            {user.accreditationStatus ? (
              <span className={`badge ${accreditationTone[user.accreditationStatus] ?? 'badge--neutral'}`}>
                {accreditationLabels[user.accreditationStatus]}
              </span>
            ) : null}
          </div>
          <dl className="details">
            {[
              { label: 'Code', value: user.universityCode },
              { label: 'Type', value: user.universityType ? universityTypeLabels[user.universityType] : null },
              { label: 'Address', value: user.universityAddress },
              {
                label: 'Verification',
                value:
                  user.status === 'pending' ? 'Awaiting verification' : user.status === 'active' ? 'Verified' : null,
              },
            ]
              .filter((detail) => detail.value)
              .map((detail) => (
                <div className="details__row" key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <DetailsCard
          id="university-contact"
          title="Contact person"
          details={[
            { label: 'Name', value: contact?.name },
            { label: 'Title', value: contact?.title },
            { label: 'Email', value: contact?.email },
            { label: 'Phone', value: contact?.phone },
          ]}
        />
        <DetailsCard
          id="university-account"
          title="Your account"
          details={[
            { label: 'Name', value: name },
            { label: 'Email', value: user.email },
            { label: 'Phone', value: user.phone },
            { label: 'Member since', value: formatDate(user.createdAt) },
          ]}
        />
      </div>
    </DashboardPage>
  );
}
