/** An administrator's section (spec 1 §3: admin has a department; it is also the profile menu's subtitle). */
import { PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { TextField } from '../../../components/form-fields';
import { bind, FieldGrid, ProfileFacts, ProfileSection, type SectionProps } from './profile-fields';

export function AdminSection(props: SectionProps) {
  const { user, isEditing } = props;
  return (
    <ProfileSection id="profile-admin-title" title="Administration">
      {isEditing ? (
        <FieldGrid>
          <TextField
            {...bind(props, 'department')}
            label="Department"
            hint="Shown under your name in the menu."
            maxLength={PROFILE_TEXT_MAX.department}
          />
        </FieldGrid>
      ) : (
        <ProfileFacts facts={[{ label: 'Department', value: user.department }]} />
      )}
    </ProfileSection>
  );
}
