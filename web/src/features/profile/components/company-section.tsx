/** An employer's company information (spec 1 §3): company name and address, department and employee ID. */
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
            maxLength={200}
          />
          <TextField
            {...bind(props, 'companyAddress')}
            label="Company address"
            required
            autoComplete="street-address"
            maxLength={300}
          />
          <TextField {...bind(props, 'department')} label="Department" maxLength={100} />
          <TextField {...bind(props, 'employeeId')} label="Employee ID" maxLength={50} />
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
