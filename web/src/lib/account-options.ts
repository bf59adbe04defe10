/**
 * The choices of an account's closed fields (spec 1 §5: the canonical sets) as select options, in the order the
 * constants list them, for the registration form and the profile alike.
 */
import {
  accreditationLabels,
  accreditationStatuses,
  universityTypeLabels,
  universityTypes,
  yearOfStudyLabels,
  yearsOfStudy,
} from '@stint/shared/accounts/accounts.constants';

export const yearOfStudyOptions = yearsOfStudy.map((year) => ({ value: year, label: yearOfStudyLabels[year] }));

export const universityTypeOptions = universityTypes.map((type) => ({
  value: type,
  label: universityTypeLabels[type],
}));

export const accreditationOptions = accreditationStatuses.map((status) => ({
  value: status,
  label: accreditationLabels[status],
}));
