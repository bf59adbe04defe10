import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextFieldsSection, type SectionProps } from './profile-fields';
import { profileUser } from './profile-user.testing';

const employer = profileUser({ role: 'employer', companyName: 'Northwind' });

const section = (isEditing: boolean): SectionProps => ({
  user: employer,
  isEditing,
  values: { companyName: 'Northwind Ltd', department: '' },
  errors: { companyName: 'Enter the company name' },
  onChange: () => {},
});

const render = (isEditing: boolean) =>
  renderToStaticMarkup(
    <TextFieldsSection
      id="profile-company-title"
      title="Company Information"
      section={section(isEditing)}
      fields={[
        { field: 'companyName', label: 'Company name', required: true, autoComplete: 'organization', maxLength: 80 },
        { field: 'department', label: 'Department', hint: 'Your team.' },
      ]}
    />,
  );

describe('TextFieldsSection', () => {
  it('shows each field as its value by the same label, an empty one as not provided', () => {
    const html = render(false);
    expect(html).toContain('<h2 id="profile-company-title" class="card__title profile-section__title">');
    expect(html).toContain('<dt>Company name</dt><dd>Northwind</dd>');
    expect(html).toContain('<dt>Department</dt><dd><span class="profile-facts__empty">Not provided</span></dd>');
    expect(html).not.toContain('<input');
  });

  it('while editing, binds a control to each field with its form value, error and attributes', () => {
    const html = render(true);
    expect(html).toContain('<div class="form-grid profile-section__fields">');
    expect(html).toContain(
      '<input class="field__control" type="text" autoComplete="organization" maxLength="80" id="profile-companyName" required="" aria-invalid="true" aria-describedby="profile-companyName-error" name="companyName" value="Northwind Ltd"/>',
    );
    expect(html).toContain('<p class="field__error" id="profile-companyName-error">Enter the company name</p>');
    expect(html).toContain(
      'id="profile-department" aria-describedby="profile-department-hint" name="department" value=""',
    );
    expect(html).toContain('<p class="field__hint" id="profile-department-hint">Your team.</p>');
    expect(html).toContain('Department<span class="field__optional"> (optional)</span>');
    expect(html).not.toContain('<dt>');
  });
});
