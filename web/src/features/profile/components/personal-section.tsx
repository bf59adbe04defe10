/** Personal information (spec 1 §2.18): names, email (read-only: it is how the person signs in) and phone. */
import { EmailAddress } from '../../../components/email-address';
import { PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { FieldGrid, ProfileFacts, ProfileSection, TextFields, type SectionProps } from './profile-fields';

export function PersonalSection(props: SectionProps) {
  const { user, isEditing } = props;
  // An employer registers with its company: the contact's names are optional (spec 1 §5).
  const namesRequired = user.role !== 'employer';
  const emailNote = 'Your email address is how you sign in; it cannot be changed here.';
  return (
    <ProfileSection id="profile-personal-title" title="Personal Information">
      {isEditing ? (
        <>
          <FieldGrid>
            <TextFields
              section={props}
              fields={[
                {
                  field: 'firstName',
                  label: 'First name',
                  required: namesRequired,
                  autoComplete: 'given-name',
                  maxLength: PROFILE_TEXT_MAX.name,
                },
                {
                  field: 'lastName',
                  label: 'Last name',
                  required: namesRequired,
                  autoComplete: 'family-name',
                  maxLength: PROFILE_TEXT_MAX.name,
                },
                {
                  field: 'phone',
                  label: 'Phone number',
                  type: 'tel',
                  required: true,
                  autoComplete: 'tel',
                  maxLength: PROFILE_TEXT_MAX.phone,
                },
              ]}
            />
          </FieldGrid>
          <ProfileFacts facts={[{ label: 'Email', value: <EmailAddress email={user.email} />, note: emailNote }]} />
        </>
      ) : (
        <ProfileFacts
          facts={[
            { label: 'First name', value: user.firstName },
            { label: 'Last name', value: user.lastName },
            { label: 'Email', value: <EmailAddress email={user.email} /> },
            { label: 'Phone number', value: user.phone },
          ]}
        />
      )}
    </ProfileSection>
  );
}
