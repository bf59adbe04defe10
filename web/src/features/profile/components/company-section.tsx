/** An employer's company information (spec 1 §3): company name and address, department and employee ID. */
import { PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { TextField } from '../../../components/form-fields';
import { bind, FieldGrid, ProfileFacts, ProfileSection, type SectionProps } from './profile-fields';

export function CompanySection(props: SectionProps) {
  const { user, isEditing } = props;
  return (
    <ProfileSection id="profile-company-title" title="Company Information">
      {isEditing ? (
        <FieldGrid>
          <TextField
            {...bind(props, 'companyName')}
            label="Company name"
            required
            autoComplete="organization"
            maxLength={PROFILE_TEXT_MAX.text}
          />
          <TextField
            {...bind(props, 'companyAddress')}
            label="Company address"
            required
            autoComplete="street-address"
            maxLength={PROFILE_TEXT_MAX.address}
          />
          <TextField {...bind(props, 'department')} label="Department" maxLength={PROFILE_TEXT_MAX.department} />
          <TextField {...bind(props, 'employeeId')} label="Employee ID" maxLength={PROFILE_TEXT_MAX.employeeId} />
        </FieldGrid>
      ) : (
        <ProfileFacts
          facts={[
            { label: 'Company name', value: user.companyName },
            { label: 'Company address', value: user.companyAddress },
            { label: 'Department', value: user.department },
            { label: 'Employee ID', value: user.employeeId },
          ]}
        />
      )}
    </ProfileSection>
  );
}
