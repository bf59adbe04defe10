/**
 * Step 2 of registration: the chosen role's form. Checked in the browser with the api's own schema before sending, so
 * every message of spec 1 §5 shows before a request is made; the server's per-field messages show the same way.
 */
import type { FormEvent } from 'react';
import { registerBodySchemaFor, type PublicUniversity } from '@stint/shared/accounts/accounts.schemas';
import type { RegistrableRole } from '@stint/shared/accounts/accounts.constants';
import { accreditationOptions, universityTypeOptions, yearOfStudyOptions } from '../../../lib/account-options';
import { Banner, ErrorSummary, type FieldErrors } from '../../../components/alerts';
import { PasswordField, SelectField, TextField } from '../../../components/form-fields';
import { usePasswordMinLength } from '../../../lib/public-settings';
import { usePublicUniversities } from '../api/get-public-universities';
import { useRegister } from '../api/register';
import { inPageOrder, useFormState } from '../hooks/use-form-state';

/** The picker's choice that reveals the text input. */
const OTHER_UNIVERSITY = 'other';

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  // student
  studentId: '',
  universityChoice: '',
  university: '',
  program: '',
  major: '',
  yearOfStudy: '',
  // employer
  companyName: '',
  companyAddress: '',
  // university
  universityName: '',
  universityCode: '',
  universityAddress: '',
  universityType: 'public',
  accreditationStatus: 'accredited',
  'contactPerson.name': '',
  'contactPerson.title': '',
  'contactPerson.email': '',
  'contactPerson.phone': '',
};
type FieldName = keyof typeof initialValues;
type Values = Record<FieldName, string>;

/** Field paths in the order each form shows them. */
const fieldOrder: Record<RegistrableRole, readonly string[]> = {
  student: [
    'firstName',
    'lastName',
    'studentId',
    'university',
    'universityId',
    'program',
    'major',
    'yearOfStudy',
    'email',
    'phone',
    'password',
    'confirmPassword',
  ],
  employer: ['companyName', 'companyAddress', 'firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'],
  university: [
    'universityName',
    'universityCode',
    'universityAddress',
    'universityType',
    'accreditationStatus',
    'firstName',
    'lastName',
    'contactPerson',
    'contactPerson.name',
    'contactPerson.title',
    'contactPerson.email',
    'contactPerson.phone',
    'email',
    'phone',
    'password',
    'confirmPassword',
  ],
};

const optional = (value: string) => (value.trim() ? value : undefined);

/** The request body as the api expects it (spec 1 §3 Registration payload). */
function toBody(role: RegistrableRole, values: Values, universities: readonly PublicUniversity[]): unknown {
  const common = {
    role,
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  if (role === 'student') {
    const listed = universities.find((item) => item._id === values.universityChoice);
    return {
      ...common,
      firstName: values.firstName,
      lastName: values.lastName,
      studentId: values.studentId,
      university: listed
        ? listed.universityName
        : values.universityChoice === OTHER_UNIVERSITY
          ? values.university
          : '',
      universityId: listed?._id,
      program: values.program,
      major: values.major,
      yearOfStudy: values.yearOfStudy,
    };
  }
  if (role === 'employer') {
    return {
      ...common,
      companyName: values.companyName,
      companyAddress: values.companyAddress,
      firstName: optional(values.firstName),
      lastName: optional(values.lastName),
    };
  }
  return {
    ...common,
    firstName: values.firstName,
    lastName: values.lastName,
    universityName: values.universityName,
    universityCode: values.universityCode,
    universityAddress: values.universityAddress,
    universityType: values.universityType,
    accreditationStatus: values.accreditationStatus,
    contactPerson: {
      name: values['contactPerson.name'],
      title: values['contactPerson.title'],
      email: values['contactPerson.email'],
      phone: values['contactPerson.phone'],
    },
  };
}

export function RegisterForm({ role }: { role: RegistrableRole }) {
  const { signUp, isLoading, error } = useRegister();
  const { values, errors, setErrors, setValue, showErrors, fieldProps } = useFormState<FieldName>(initialValues, {
    // Which control a message belongs to depends on the values (a typed or a chosen university).
    fieldId: (path) => fieldIdFor(path),
  });
  const universitiesQuery = usePublicUniversities();
  // The admins' password minimum (system settings); the api checks it either way.
  const passwordMinLength = usePasswordMinLength();
  const universities = universitiesQuery.data?.universities ?? [];
  // Nothing to choose from (none approved yet, or the list failed): the student types the name.
  const hasList = universitiesQuery.isLoading || universities.length > 0;
  const universityChoice = hasList ? values.universityChoice : OTHER_UNIVERSITY;
  const typesUniversity = universityChoice === OTHER_UNIVERSITY;

  /** The control each message belongs to. */
  const fieldIdFor = (path: string): string => {
    if (path === 'university' || path === 'universityId') {
      return typesUniversity ? 'register-university' : 'register-universityChoice';
    }
    if (path === 'contactPerson') return 'register-contactPerson-name';
    return `register-${path.replace('.', '-')}`;
  };

  const showProblems = (problems: FieldErrors) => {
    showErrors(inPageOrder(problems, fieldOrder[role]));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = registerBodySchemaFor(passwordMinLength).safeParse(
      toBody(role, { ...values, universityChoice }, universities),
    );
    const problems: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        // `university` and `universityId` share one control: one message is enough.
        const key = path === 'universityId' ? 'university' : path;
        if (!(key in problems)) problems[key] = issue.message;
      }
    }
    // The schema compares the passwords only once everything else is valid; the form says it at once.
    if (values.confirmPassword !== values.password && !problems.confirmPassword) {
      problems.confirmPassword = 'Passwords do not match';
    }
    if (!parsed.success || Object.keys(problems).length > 0) {
      showProblems(problems);
      return;
    }
    setErrors({});
    void signUp(parsed.data).then((result) => {
      if (!result.ok && Object.keys(result.fieldErrors).length > 0) showProblems(result.fieldErrors);
    });
  };

  const text = (
    name: FieldName,
    label: string,
    options: {
      required?: boolean;
      type?: 'text' | 'email' | 'tel';
      autoComplete?: string;
      hint?: string;
      className?: string;
    } = {},
  ) => (
    <TextField
      {...fieldProps(name)}
      label={label}
      required={options.required ?? true}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      inputMode={options.type === 'email' ? 'email' : options.type === 'tel' ? 'tel' : undefined}
      hint={options.hint}
      className={options.className}
    />
  );

  const accountFields = (
    <>
      {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {text('phone', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
      <PasswordField
        {...fieldProps('password', values.confirmPassword ? ['confirmPassword'] : [])}
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${passwordMinLength} characters.`}
      />
      <PasswordField {...fieldProps('confirmPassword')} label="Confirm password" autoComplete="new-password" required />
    </>
  );

  /** The person's name (an employer's contact may leave it out). */
  const aboutYou = (required: boolean) => (
    <fieldset className="form-section">
      <legend className="form-section__title">About you</legend>
      <div className="form-grid">
        {text('firstName', 'First name', { required, autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { required, autoComplete: 'family-name' })}
      </div>
    </fieldset>
  );

  // The server's banner message is usually one of the field messages already listed: show it once.
  const showBanner = error !== null && !Object.values(errors).includes(error);

  return (
    <>
      {showBanner ? <Banner tone="danger">{error}</Banner> : null}
      <ErrorSummary errors={errors} fieldIdFor={fieldIdFor} />
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
        <p className="auth-form__legend-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>

        {role === 'student' ? (
          <>
            {aboutYou(true)}
            <fieldset className="form-section">
              <legend className="form-section__title">Your studies</legend>
              <div className="form-grid">
                {text('studentId', 'Student ID')}
                <div className="form-grid__full">
                  {hasList ? (
                    <SelectField
                      id="register-universityChoice"
                      name="universityChoice"
                      label="University"
                      required
                      placeholder={universitiesQuery.isLoading ? 'Loading universities…' : 'Select your university'}
                      options={[
                        ...universities.map((item) => ({ value: item._id, label: item.universityName })),
                        { value: OTHER_UNIVERSITY, label: 'Other (type the name)' },
                      ]}
                      value={values.universityChoice}
                      error={typesUniversity ? undefined : errors.university}
                      onChange={(value) => setValue('universityChoice', value, ['university', 'universityId'])}
                    />
                  ) : null}
                  {typesUniversity
                    ? text('university', hasList ? 'University name' : 'University', {
                        autoComplete: 'organization',
                        hint: hasList ? undefined : 'Type the full name of your university.',
                      })
                    : null}
                </div>
                {text('program', 'Program')}
                {text('major', 'Major')}
                <SelectField
                  {...fieldProps('yearOfStudy')}
                  label="Year of study"
                  required
                  placeholder="Select your year"
                  options={yearOfStudyOptions}
                />
              </div>
            </fieldset>
          </>
        ) : null}

        {role === 'employer' ? (
          <>
            <fieldset className="form-section">
              <legend className="form-section__title">Your company</legend>
              <div className="form-grid">
                {text('companyName', 'Company name', { autoComplete: 'organization', className: 'form-grid__full' })}
                {text('companyAddress', 'Company address', {
                  autoComplete: 'street-address',
                  className: 'form-grid__full',
                })}
              </div>
            </fieldset>
            {aboutYou(false)}
          </>
        ) : null}

        {role === 'university' ? (
          <>
            <fieldset className="form-section">
              <legend className="form-section__title">Your university</legend>
              <div className="form-grid">
                {text('universityName', 'University name', { autoComplete: 'organization' })}
                {text('universityCode', 'University code')}
                {text('universityAddress', 'University address', {
                  autoComplete: 'street-address',
                  className: 'form-grid__full',
                })}
                <SelectField
                  {...fieldProps('universityType')}
                  label="University type"
                  required
                  options={universityTypeOptions}
                />
                <SelectField
                  {...fieldProps('accreditationStatus')}
                  label="Accreditation status"
                  required
                  options={accreditationOptions}
                />
              </div>
            </fieldset>
            {aboutYou(true)}
            <fieldset className="form-section">
              <legend className="form-section__title">Contact person</legend>
              <div className="form-grid">
                {text('contactPerson.name', 'Contact person name', { autoComplete: 'off' })}
                {text('contactPerson.title', 'Contact person title', { autoComplete: 'off' })}
                {text('contactPerson.email', 'Contact person email', { type: 'email', autoComplete: 'off' })}
                {text('contactPerson.phone', 'Contact person phone', { type: 'tel', autoComplete: 'off' })}
              </div>
            </fieldset>
          </>
        ) : null}

        <fieldset className="form-section">
          <legend className="form-section__title">Your sign-in details</legend>
          <div className="form-grid">{accountFields}</div>
        </fieldset>

        <button type="submit" className="button button--primary button--block" disabled={isLoading}>
          {isLoading ? 'Creating your account…' : 'Create Account'}
        </button>
      </form>
    </>
  );
}
