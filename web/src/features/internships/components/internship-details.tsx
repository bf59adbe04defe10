/**
 * What an internship says about itself (spec 1 §2.8): the key facts, description, responsibilities, requirements,
 * benefits and required skills. Shared by the detail page and the student's Details tab.
 */
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { Facts } from '../../../components/facts';
import { applicationCount, isFilled, stipendLabel, workplaceLabel } from './internship-format';

export function InternshipFacts({ internship }: { internship: Internship }) {
  const start = formatCalendarDate(internship.startDate);
  const end = formatCalendarDate(internship.endDate);
  const count = applicationCount(internship);
  const facts = [
    { label: 'Location', value: internship.location || 'Location not specified' },
    { label: 'Work type', value: workplaceLabel(internship) },
    { label: 'Duration', value: internship.duration || null },
    { label: 'Stipend', value: stipendLabel(internship) ?? 'Not specified' },
    {
      label: 'Applications',
      value: internship.source === 'platform' ? `${count} ${count === 1 ? 'application' : 'applications'}` : null,
    },
    {
      label: 'Positions',
      value:
        internship.source === 'platform'
          ? `${Math.max(1, internship.positions || 1)}${isFilled(internship) ? ' (all filled)' : ''}`
          : null,
    },
    { label: 'Dates', value: start && end ? `${start} – ${end}` : start ? `Starts ${start}` : null },
    { label: 'Category', value: internship.category },
    { label: 'Department', value: internship.department },
    { label: 'Seniority', value: internship.seniority },
  ];
  return <Facts className="facts facts--grid" facts={facts} />;
}

export function InternshipSections({
  internship,
  headingLevel = 2,
  idPrefix,
}: {
  internship: Internship;
  headingLevel?: 2 | 3;
  /** Keeps heading ids unique when the sections appear twice on a page (a modal over a list). */
  idPrefix: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lists = [
    { key: 'responsibilities', title: 'Responsibilities', items: internship.responsibilities },
    { key: 'requirements', title: 'Requirements', items: internship.requirements },
    { key: 'benefits', title: 'Benefits', items: internship.benefits },
  ];
  return (
    <div className="detail-sections">
      <section aria-labelledby={`${idPrefix}-description`}>
        <Heading id={`${idPrefix}-description`} className="detail-sections__title">
          Description
        </Heading>
        <p className="prose">{internship.description || 'No description available'}</p>
      </section>
      {lists.map((list) =>
        list.items.length > 0 || list.key === 'requirements' ? (
          <section key={list.key} aria-labelledby={`${idPrefix}-${list.key}`}>
            <Heading id={`${idPrefix}-${list.key}`} className="detail-sections__title">
              {list.title}
            </Heading>
            {list.items.length > 0 ? (
              <ul className="bullet-list">
                {list.items.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">No specific requirements listed.</p>
            )}
          </section>
        ) : null,
      )}
      <section aria-labelledby={`${idPrefix}-skills`}>
        <Heading id={`${idPrefix}-skills`} className="detail-sections__title">
          Required Skills
        </Heading>
        {internship.skills.length > 0 ? (
          <ul className="skill-list plain-list cluster">
            {internship.skills.map((skill) => (
              <li key={skill} className="skill-list__item">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No particular skills listed.</p>
        )}
      </section>
    </div>
  );
}
