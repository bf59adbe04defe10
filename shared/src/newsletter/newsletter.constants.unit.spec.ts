import { describe, expect, it } from 'vitest';
import { internshipCategories } from '../internships/internships.constants';
import {
  internshipCategoriesByNewsletterCategory,
  internshipCategoriesFor,
  newsletterCategories,
  newsletterCategoryLabels,
  normaliseNewsletterCategories,
} from './newsletter.constants';

describe('newsletter categories', () => {
  it('are the spec’s 12 values with their labels', () => {
    expect(newsletterCategories).toHaveLength(12);
    expect(newsletterCategoryLabels).toEqual({
      software_engineering: 'Software Engineering',
      data_science: 'Data Science',
      medical_healthcare: 'Medical & Healthcare',
      finance_banking: 'Finance & Banking',
      marketing_pr: 'Marketing & PR',
      business_commerce: 'Business & Commerce',
      engineering_mechanical: 'Engineering',
      design_creative: 'Design & Creative',
      education_teaching: 'Education',
      law_legal: 'Law & Legal',
      hospitality_tourism: 'Hospitality',
      media_communications: 'Media',
    });
  });

  it('each map to at least one internship category, and every internship category is reachable', () => {
    for (const category of newsletterCategories) {
      const mapped = internshipCategoriesByNewsletterCategory[category];
      expect(mapped.length, category).toBeGreaterThan(0);
      for (const target of mapped) expect(internshipCategories).toContain(target);
    }
    expect(internshipCategoriesFor(newsletterCategories)).toEqual([...internshipCategories].sort());
  });

  it('map as fixed: the obvious ones one to one, the ones without a platform category to Other too', () => {
    expect(internshipCategoriesFor(['software_engineering'])).toEqual(['Technology']);
    expect(internshipCategoriesFor(['medical_healthcare'])).toEqual(['Healthcare']);
    expect(internshipCategoriesFor(['finance_banking'])).toEqual(['Finance']);
    expect(internshipCategoriesFor(['marketing_pr'])).toEqual(['Marketing']);
    expect(internshipCategoriesFor(['design_creative'])).toEqual(['Design']);
    expect(internshipCategoriesFor(['education_teaching'])).toEqual(['Education']);
    expect(internshipCategoriesFor(['business_commerce'])).toEqual(['Finance', 'Sales']);
    expect(internshipCategoriesFor(['law_legal'])).toEqual(['Other']);
    expect(internshipCategoriesFor(['hospitality_tourism'])).toEqual(['Other']);
    expect(internshipCategoriesFor(['engineering_mechanical'])).toEqual(['Other', 'Technology']);
    expect(internshipCategoriesFor(['media_communications'])).toEqual(['Design', 'Marketing']);
  });

  it('merge overlapping interests once each', () => {
    expect(internshipCategoriesFor(['software_engineering', 'data_science', 'marketing_pr'])).toEqual([
      'Marketing',
      'Technology',
    ]);
    expect(internshipCategoriesFor([])).toEqual([]);
  });

  it('normalise to the spec’s order without repeats', () => {
    expect(normaliseNewsletterCategories(['media_communications', 'data_science', 'data_science'])).toEqual([
      'data_science',
      'media_communications',
    ]);
  });
});
