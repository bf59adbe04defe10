/** University dashboard (spec 2): the title, a welcome with the user's name, the university card and the contact. */
import {
  accreditationLabels,
  universityTypeLabels,
  type AccreditationStatus,
} from '@stint/shared/accounts/accounts.constants';
import { Facts } from '../../../components/facts';
import { SectionHeader } from '../../../components/section-header';
import { useSession } from '../../../lib/session';
import { fullName } from '../../../lib/user-display';
import { AccountCard, DashboardPage, DetailsCard } from './dashboard-page';

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
      name="University Dashboard"
      intro={<p className="welcome__text">{name ? `Welcome, ${name}` : 'Welcome'}</p>}
      user={user}
    >
      <div className="dashboard__grid">
        <section className="card" aria-labelledby="university-card-title">
          <SectionHeader id="university-card-title" title={<>{user.universityName || 'Your university'}</>} card>
            {user.accreditationStatus ? (
              <span className={`badge ${accreditationTone[user.accreditationStatus] ?? 'badge--neutral'}`}>
                {accreditationLabels[user.accreditationStatus]}
              </span>
            ) : null}
          </SectionHeader>
          <Facts
            className="details"
            rowClassName="details__row"
            facts={[
              { label: 'Code', value: user.universityCode },
              { label: 'Type', value: user.universityType ? universityTypeLabels[user.universityType] : null },
              { label: 'Address', value: user.universityAddress },
              {
                label: 'Verification',
                value:
                  user.status === 'pending' ? 'Awaiting verification' : user.status === 'active' ? 'Verified' : null,
              },
            ]}
          />
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
        <AccountCard id="university-account" user={user} />
      </div>
    </DashboardPage>
  );
}
