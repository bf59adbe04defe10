/**
 * The newsletter (spec 1 §2.4, §3, §5, §8): the 12 categories a visitor picks on the landing page, their labels,
 * the messages, and the fixed mapping from those categories to the platform's internship categories, which the weekly
 * digest uses to pick the internships a subscriber hears about.
 */
import type { InternshipCategory } from '../internships/internships.constants';

/** Spec 1 §3, in the spec's order (the landing card lists them so). */
export const newsletterCategories = [
  'software_engineering',
  'data_science',
  'medical_healthcare',
  'finance_banking',
  'marketing_pr',
  'business_commerce',
  'engineering_mechanical',
  'design_creative',
  'education_teaching',
  'law_legal',
  'hospitality_tourism',
  'media_communications',
] as const;
export type NewsletterCategory = (typeof newsletterCategories)[number];

export const newsletterCategoryLabels: Record<NewsletterCategory, string> = {
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
};

/**
 * Which internship categories (what employers pick when they post) each newsletter interest covers. Fixed here, in
 * one place, so the digest, its tests and any screen that explains it agree. Where the platform has no matching
 * category (engineering outside software, law, hospitality) the interest also covers `Other`, where employers file
 * such internships, so those subscribers are not left with nothing.
 */
export const internshipCategoriesByNewsletterCategory: Record<NewsletterCategory, readonly InternshipCategory[]> = {
  software_engineering: ['Technology'],
  data_science: ['Technology'],
  medical_healthcare: ['Healthcare'],
  finance_banking: ['Finance'],
  marketing_pr: ['Marketing'],
  business_commerce: ['Sales', 'Finance'],
  engineering_mechanical: ['Technology', 'Other'],
  design_creative: ['Design'],
  education_teaching: ['Education'],
  law_legal: ['Other'],
  hospitality_tourism: ['Other'],
  media_communications: ['Marketing', 'Design'],
};

/** The internship categories a subscriber's interests cover, each once, in a stable order. */
export function internshipCategoriesFor(categories: readonly NewsletterCategory[]): InternshipCategory[] {
  const covered = new Set(categories.flatMap((category) => internshipCategoriesByNewsletterCategory[category]));
  return [...covered].sort();
}

/** The interests each once, in the spec's order: two subscriptions with the same set compare equal. */
export function normaliseNewsletterCategories(categories: readonly NewsletterCategory[]): NewsletterCategory[] {
  const chosen = new Set(categories);
  return newsletterCategories.filter((category) => chosen.has(category));
}

/** Spec 1 §5. */
export const NEWSLETTER_VALIDATION_MESSAGE = 'Please provide your email and select at least one category';
/** Spec 1 §8. */
export const NEWSLETTER_SUCCESS_MESSAGE = "You're all set! Watch your inbox for relevant opportunities.";
export const NEWSLETTER_FAILURE_MESSAGE = 'Failed to subscribe';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will not receive any more digests.';
export const NEWSLETTER_INVALID_LINK_MESSAGE =
  'This unsubscribe link is not valid. Please use the link from one of your newsletter emails.';

/** The purpose of the signed token in a digest's unsubscribe link. */
export const NEWSLETTER_UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
/** How long an unsubscribe link works: long enough for an old digest found in an archive folder. */
export const NEWSLETTER_UNSUBSCRIBE_LINK_DAYS = 400;

/** A digest covers internships posted in this many days before it is sent. */
export const DIGEST_LOOKBACK_DAYS = 7;
/** Internships listed in one digest at most; the rest are a link to the full list. */
export const DIGEST_MAX_INTERNSHIPS = 20;
