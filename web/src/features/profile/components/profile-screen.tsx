/**
 * Profile (spec 1 §2.18, the same screen for every role at /{role}/profile): the picture, personal information and
 * the role's section (academic, company, university, administration). Edit Profile turns the sections into a form;
 * Save Changes sends `PUT /users/profile` and goes back to reading. Without a user: 'User not found'.
 */
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@stint/shared/roles';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { Banner, ErrorSummary, focusFirstInvalid, type FieldErrors } from '../../../components/alerts';
import { EditActions } from '../../../components/form-fields';
import { Screen } from '../../../components/page-header';
import { StatusPage } from '../../../components/status-page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';
import { AcademicSection } from './academic-section';
import { AdminSection } from './admin-section';
import { CompanySection } from './company-section';
import { PersonalSection } from './personal-section';
import type { SectionProps } from './profile-fields';
import { editableFields, fieldId, initialValues, profileBody, profileErrors, type ProfileValues } from './profile-form';
import { ProfilePictureCard } from './profile-picture-card';
import { UniversitySection } from './university-section';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './profile.css';

const roleSections: Record<Role, ComponentType<SectionProps>> = {
  student: AcademicSection,
  employer: CompanySection,
  university: UniversitySection,
  admin: AdminSection,
};

const intros: Record<Role, string> = {
  student: 'Your details and studies. Employers see your contact details and academic record when you apply.',
  employer: 'Your details and your company’s. Students see the company details on your internships.',
  university: 'Your details and your university’s, as students and administrators see them.',
  admin: 'Your details as other administrators see them.',
};

export function ProfileScreen({ onStalePicture }: { onStalePicture?: () => void }) {
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <StatusPage
        title="User not found"
        message="Please log in to view your profile."
        actions={
          <Link className="button button--primary" to="/login">
            Sign In
          </Link>
        }
      />
    );
  }
  return <Profile key={user._id} user={user} onStalePicture={onStalePicture} />;
}

type Status = { tone: 'success' | 'danger'; title?: string; text: string } | null;

function Profile({ user, onStalePicture }: { user: User; onStalePicture: (() => void) | undefined }) {
  const focusAfterRender = useFocusAfterRender();
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => initialValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const [isSaving, setIsSaving] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const RoleSection = roleSections[user.role];

  const startEditing = () => {
    // From what is stored now: it may have changed since the screen opened.
    setValues(initialValues(user));
    setErrors({});
    setStatus(null);
    setIsEditing(true);
    focusAfterRender(() => document.getElementById(fieldId(editableFields(user.role)[0]!))?.focus());
  };

  const stopEditing = (next: Status) => {
    setIsEditing(false);
    setErrors({});
    setStatus(next);
    focusAfterRender(() => editButtonRef.current?.focus());
  };

  const onChange = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const body = profileBody(user.role, values);
    const found = profileErrors(user.role, body);
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) {
      focusAfterRender(() => focusFirstInvalid(found, fieldId));
      return;
    }
    setIsSaving(true);
    try {
      const { message } = await updateProfile(body);
      stopEditing({ tone: 'success', text: message ?? 'Profile updated successfully' });
    } catch (error) {
      const fieldMessages = error instanceof ApiError ? error.errors : [];
      const known = new Set(editableFields(user.role));
      const serverErrors = Object.fromEntries(
        fieldMessages.filter((entry) => known.has(entry.path)).map((entry) => [entry.path, entry.message]),
      );
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        focusAfterRender(() => focusFirstInvalid(serverErrors, fieldId));
      } else {
        setStatus({
          tone: 'danger',
          title: 'Your changes were not saved',
          text: errorMessage(error, 'Failed to update profile'),
        });
      }
    } finally {
      setIsSaving(false);
    }
  };

  const sectionProps: SectionProps = { user, isEditing, values, errors, onChange };

  return (
    <Screen
      className="profile-page"
      innerClassName="profile-page__inner"
      title="My Profile"
      intro={intros[user.role]}
      actions={
        isEditing ? null : (
          <button ref={editButtonRef} type="button" className="button button--primary" onClick={startEditing}>
            Edit Profile
          </button>
        )
      }
    >
      <div aria-live="polite" className="profile-page__status">
        {status ? (
          <Banner tone={status.tone} title={status.title} live={false}>
            <p>{status.text}</p>
          </Banner>
        ) : null}
      </div>
      <div className="profile-page__layout">
        <ProfilePictureCard user={user} onStalePicture={onStalePicture} />
        <form className="profile-page__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Profile">
          <ErrorSummary errors={errors} fieldIdFor={fieldId} />
          <PersonalSection {...sectionProps} />
          <RoleSection {...sectionProps} />
          {isEditing ? (
            <EditActions
              className="profile-page__actions action-row"
              isSaving={isSaving}
              onCancel={() => stopEditing(null)}
              submitLabel="Save Changes"
            />
          ) : null}
        </form>
      </div>
    </Screen>
  );
}
