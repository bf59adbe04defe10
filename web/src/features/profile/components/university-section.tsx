/**
 * A university's information (spec 1 §3, spec 2): code, address, type and accreditation (the canonical sets, spec 1
 * §5), and the contact person. The name was verified by an administrator before the university went live and is
 * unique among universities: shown, not edited.
 */
import {
  accreditationLabels,
  accreditationStatuses,
  universityTypeLabels,
  universityTypes,
  PROFILE_TEXT_MAX,
} from '@stint/shared/accounts/accounts.constants';
import { EmailAddress } from '../../../components/email-address';
import { SelectField, TextField } from '../../../components/form-fields';
import { bind, FieldGrid, ProfileFacts, ProfileSection, type SectionProps } from './profile-fields';

const typeOptions = universityTypes.map((type) => ({ value: type, label: universityTypeLabels[type] }));
const accreditationOptions = accreditationStatuses.map((status) => ({
  value: status,
  label: accreditationLabels[status],
}));

export function UniversitySection(props: SectionProps) {
  const { user, isEditing } = props;
  const contact = user.contactPerson;
  return (
    <ProfileSection id="profile-university-title" title="University Information">
      {isEditing ? (
        <>
          <ProfileFacts
            facts={[
              {
                label: 'University name',
                value: user.universityName,
                note: 'Verified by an administrator; contact support to change it.',
              },
            ]}
          />
          <FieldGrid>
            <TextField
              {...bind(props, 'universityCode')}
              label="University code"
              required
              maxLength={PROFILE_TEXT_MAX.universityCode}
            />
            <TextField
              {...bind(props, 'universityAddress')}
              label="University address"
              required
              maxLength={PROFILE_TEXT_MAX.address}
            />
            <SelectField {...bind(props, 'universityType')} label="University type" required options={typeOptions} />
            <SelectField
              {...bind(props, 'accreditationStatus')}
              label="Accreditation status"
              required
              options={accreditationOptions}
            />
          </FieldGrid>
          <fieldset className="form-section profile-section__group">
            <legend className="form-section__title">Contact person</legend>
            <FieldGrid>
              <TextField
                {...bind(props, 'contactPerson.name')}
                label="Contact person name"
                required
                maxLength={PROFILE_TEXT_MAX.text}
              />
              <TextField
                {...bind(props, 'contactPerson.title')}
                label="Contact person title"
                required
                maxLength={PROFILE_TEXT_MAX.text}
              />
              <TextField {...bind(props, 'contactPerson.email')} label="Contact person email" type="email" required />
              <TextField
                {...bind(props, 'contactPerson.phone')}
                label="Contact person phone"
                type="tel"
                required
                maxLength={PROFILE_TEXT_MAX.phone}
              />
            </FieldGrid>
          </fieldset>
        </>
      ) : (
        <>
          <ProfileFacts
            facts={[
              { label: 'University name', value: user.universityName },
              { label: 'University code', value: user.universityCode },
              { label: 'University address', value: user.universityAddress },
              {
                label: 'University type',
                value: user.universityType ? universityTypeLabels[user.universityType] : null,
              },
              {
                label: 'Accreditation status',
                value: user.accreditationStatus ? accreditationLabels[user.accreditationStatus] : null,
              },
            ]}
          />
          <h3 className="profile-section__subtitle">Contact person</h3>
          <ProfileFacts
            facts={[
              { label: 'Name', value: contact?.name },
              { label: 'Title', value: contact?.title },
              { label: 'Email', value: contact?.email ? <EmailAddress email={contact.email} /> : null },
              { label: 'Phone', value: contact?.phone },
            ]}
          />
        </>
      )}
    </ProfileSection>
  );
}
