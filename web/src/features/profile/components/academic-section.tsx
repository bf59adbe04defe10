/**
 * A student's academic information (spec 1 §2.18, §3): program, major, year of study, graduation year, and the
 * optional GPA (out of 4.0) and expected graduation that go with every application. The student ID and university
 * were given at registration and tie the student to their university's oversight: shown, not edited.
 */
import { yearOfStudyLabels, PROFILE_TEXT_MAX } from '@stint/shared/accounts/accounts.constants';
import { yearOfStudyOptions } from '../../../lib/account-options';
import { DateField, NumberField, SelectField, TextField } from '../../../components/form-fields';
import { formatDate } from '../../../lib/user-display';
import { bind, FieldGrid, ProfileFacts, ProfileSection, type SectionProps } from './profile-fields';

export function formatExpectedGraduation(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}$/.test(value)) {
    const [year, month] = value.split('-').map(Number);
    return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(
      new Date(year!, month! - 1, 1),
    );
  }
  // A calendar date is a day, not an instant: read it in local time.
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value) ?? value;
}

export function AcademicSection(props: SectionProps) {
  const { user, isEditing } = props;
  const fixed = [
    { label: 'Student ID', value: user.studentId, note: 'Set when you registered.' },
    { label: 'University', value: user.university, note: 'Set when you registered.' },
  ];
  return (
    <ProfileSection id="profile-academic-title" title="Academic Information">
      {isEditing ? (
        <>
          <ProfileFacts facts={fixed} />
          <FieldGrid>
            <TextField {...bind(props, 'program')} label="Program" required maxLength={PROFILE_TEXT_MAX.text} />
            <TextField {...bind(props, 'major')} label="Major" required maxLength={PROFILE_TEXT_MAX.text} />
            <SelectField {...bind(props, 'yearOfStudy')} label="Year of study" required options={yearOfStudyOptions} />
            <NumberField {...bind(props, 'graduationYear')} label="Graduation year" min={1950} max={2100} step={1} />
            <NumberField
              {...bind(props, 'gpa')}
              label="GPA"
              hint="Out of 4.0, for example 3.6."
              min={0}
              max={4}
              step={0.01}
            />
            <DateField
              {...bind(props, 'expectedGraduation')}
              label="Expected graduation"
              hint="Employers see it with your applications."
            />
          </FieldGrid>
        </>
      ) : (
        <ProfileFacts
          facts={[
            { label: 'Student ID', value: user.studentId },
            { label: 'University', value: user.university },
            { label: 'Program', value: user.program },
            { label: 'Major', value: user.major },
            { label: 'Year of study', value: user.yearOfStudy ? yearOfStudyLabels[user.yearOfStudy] : null },
            { label: 'Graduation year', value: user.graduationYear ? String(user.graduationYear) : null },
            {
              label: 'GPA',
              value: typeof user.gpa === 'number' ? `${user.gpa.toFixed(2)} / 4.0` : null,
            },
            { label: 'Expected graduation', value: formatExpectedGraduation(user.expectedGraduation) },
          ]}
        />
      )}
    </ProfileSection>
  );
}
