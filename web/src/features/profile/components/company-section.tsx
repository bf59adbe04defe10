/** An employer's company information (spec 1 §3): company name and address, department and employee ID. */
import { PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { TextFieldsSection, type SectionProps } from './profile-fields';

export function CompanySection(props: SectionProps) {
  return (
    <TextFieldsSection
      id="profile-company-title"
      title="Company Information"
      section={props}
      fields={[
        {
          field: 'companyName',
          label: 'Company name',
          required: true,
          autoComplete: 'organization',
          maxLength: PROFILE_TEXT_MAX.text,
        },
        {
          field: 'companyAddress',
          label: 'Company address',
          required: true,
          autoComplete: 'street-address',
          maxLength: PROFILE_TEXT_MAX.address,
        },
        { field: 'department', label: 'Department', maxLength: PROFILE_TEXT_MAX.department },
        { field: 'employeeId', label: 'Employee ID', maxLength: PROFILE_TEXT_MAX.employeeId },
      ]}
    />
  );
}
