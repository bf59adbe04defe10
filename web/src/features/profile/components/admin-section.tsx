/** An administrator's section (spec 1 §3: admin has a department; it is also the profile menu's subtitle). */
import { PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { TextFieldsSection, type SectionProps } from './profile-fields';

export function AdminSection(props: SectionProps) {
  return (
    <TextFieldsSection
      id="profile-admin-title"
      title="Administration"
      section={props}
      fields={[
        {
          field: 'department',
          label: 'Department',
          hint: 'Shown under your name in the menu.',
          maxLength: PROFILE_TEXT_MAX.department,
        },
      ]}
    />
  );
}
