/**
 * A university's information (spec 1 §3, spec 2): code, address, type and accreditation (the canonical sets, spec 1
 * §5), and the contact person. The name was verified by an administrator before the university went live and is
 * unique among universities: shown, not edited.
 */
import { accreditationLabels, universityTypeLabels, PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { EmailAddress } from '../../../components/email-address';
import { SelectField } from '../../../components/form-fields';
import { accreditationOptions, universityTypeOptions } from '../../../lib/account-options';
import {
  bind,
  FieldGrid,
  ProfileFacts,
  ProfileSection,
  TextFields,
  type SectionProps,
  type TextFieldSpec,
} from './profile-fields';

const CONTACT_FIELDS = [
  { field: 'contactPerson.name', label: 'Contact person name', required: true, maxLength: PROFILE_TEXT_MAX.text },
  { field: 'contactPerson.title', label: 'Contact person title', required: true, maxLength: PROFILE_TEXT_MAX.text },
  { field: 'contactPerson.email', label: 'Contact person email', type: 'email', required: true },
  {
    field: 'contactPerson.phone',
    label: 'Contact person phone',
    type: 'tel',
    required: true,
    maxLength: PROFILE_TEXT_MAX.phone,
  },
] as const satisfies readonly TextFieldSpec[];

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
            <TextFields
              section={props}
              fields={[
                {
                  field: 'universityCode',
                  label: 'University code',
                  required: true,
                  maxLength: PROFILE_TEXT_MAX.universityCode,
                },
                {
                  field: 'universityAddress',
                  label: 'University address',
                  required: true,
                  maxLength: PROFILE_TEXT_MAX.address,
                },
              ]}
            />
            <SelectField
              {...bind(props, 'universityType')}
              label="University type"
              required
              options={universityTypeOptions}
            />
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
              <TextFields section={props} fields={CONTACT_FIELDS} />
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
