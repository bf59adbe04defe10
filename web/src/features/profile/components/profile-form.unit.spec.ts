import { describe, expect, it } from 'vitest';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { pictureHint, pictureProblem } from './picture-rules';
import { initialValues, profileBody, profileErrors } from './profile-form';
import { profileUser } from './profile-user.testing';

const base = profileUser();

describe('the profile form (spec 1 §2.18)', () => {
  it("sends a student's numbers as numbers and empty optional values as none", () => {
    const student: User = {
      ...base,
      program: 'BSc',
      major: 'Maths',
      yearOfStudy: '2',
      gpa: 3.5,
      expectedGraduation: '2027-06',
    };
    const values = initialValues(student);
    expect(values).toMatchObject({ gpa: '3.5', graduationYear: '', expectedGraduation: '2027-06-01' });
    expect(profileBody('student', { ...values, gpa: '', graduationYear: '2027' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '1',
      program: 'BSc',
      major: 'Maths',
      yearOfStudy: '2',
      graduationYear: 2027,
      gpa: null,
      expectedGraduation: '2027-06-01',
    });
  });

  it("reports the api's messages in form order, nested ones by their path", () => {
    const values = initialValues({ ...base, program: 'BSc', major: 'Maths', yearOfStudy: '2' });
    expect(
      profileErrors('student', profileBody('student', { ...values, gpa: '5', firstName: ' ', major: '' })),
    ).toEqual({
      firstName: 'First name is required',
      major: 'Major is required',
      gpa: 'GPA must be a number between 0 and 4',
    });
    const university: User = {
      ...base,
      role: 'university',
      universityCode: 'U',
      universityAddress: 'A',
      universityType: 'public',
      accreditationStatus: 'accredited',
      contactPerson: { name: 'N', title: 'T', email: 'n@example.org', phone: '2' },
    };
    const body = profileBody('university', { ...initialValues(university), 'contactPerson.email': 'nope' });
    expect(body).toMatchObject({ contactPerson: { name: 'N', email: 'nope' } });
    expect(profileErrors('university', body)).toEqual({
      'contactPerson.email': 'Please enter a valid contact person email',
    });
    // An employer's names may be blank.
    const employer: User = {
      ...base,
      role: 'employer',
      firstName: '',
      lastName: '',
      companyName: 'C',
      companyAddress: 'A',
    };
    expect(profileErrors('employer', profileBody('employer', initialValues(employer)))).toEqual({});
  });

  it('checks a picture before sending: JPG, PNG, GIF or WebP up to 5 MB', () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    expect(pictureProblem(file('me.png', 'image/png'))).toBeNull();
    expect(pictureProblem(file('me.jpeg', ''))).toBeNull();
    expect(pictureProblem(file('me.webp', 'image/webp', 5_242_880))).toBeNull();
    expect(pictureProblem(file('me.svg', 'image/svg+xml'))).toBe('Please upload an image (JPG, PNG or GIF).');
    expect(pictureProblem(file('me.pdf', 'application/pdf'))).toBe('Please upload an image (JPG, PNG or GIF).');
    expect(pictureProblem(file('me.png', 'image/png', 5_242_881))).toBe('File size must be less than 5MB.');
  });

  it('follows a lower upload limit set by an admin, in the check and the hint', () => {
    const file = (size: number) => ({ name: 'me.png', type: 'image/png', size });
    expect(pictureProblem(file(2 * 1_048_576), 2)).toBeNull();
    expect(pictureProblem(file(2 * 1_048_576 + 1), 2)).toBe('File size must be less than 2MB.');
    expect(pictureHint(2)).toBe('JPG, PNG or GIF. Max size 2MB');
    expect(pictureHint()).toBe('JPG, PNG or GIF. Max size 5MB');
  });
});
