/**
 * The student's evaluation of a placement (issue 17 item 6): five ratings 1–5 and a comment. The employer sees its
 * aggregate only from `EMPLOYER_AGGREGATE_MINIMUM` evaluations on, so no single student's ratings can be told apart.
 */
export const placementRatingKeys = ['learning', 'supervision', 'workload', 'environment', 'overall'] as const;
export type PlacementRatingKey = (typeof placementRatingKeys)[number];
export type PlacementRatings = Record<PlacementRatingKey, number>;

/** What each rating asks, as the form and the tables name it. */
export const placementRatingLabels: Record<PlacementRatingKey, string> = {
  learning: 'What you learned',
  supervision: 'Supervision and support',
  workload: 'Workload',
  environment: 'Work environment',
  overall: 'Overall',
};

export const PLACEMENT_RATING_MIN = 1;
export const PLACEMENT_RATING_MAX = 5;
export const PLACEMENT_RATING_MESSAGE = `Ratings must be whole numbers from ${PLACEMENT_RATING_MIN} to ${PLACEMENT_RATING_MAX}`;
export const PLACEMENT_COMMENT_MIN = 10;
export const PLACEMENT_COMMENT_MAX = 2000;
export const EMPLOYER_AGGREGATE_MINIMUM = 3;

export const PLACEMENT_NOT_FOUND = 'Placement not found';
export const ALREADY_EVALUATED = 'You have already evaluated this placement';
export const notEndedYet = (endDate: string) =>
  `You can evaluate this placement from its end date (${endDate.slice(0, 10)}) on`;

/** The running sums of one employer's evaluations, and the averages they give. */
export type RatingSums = { count: number; sums: PlacementRatings };

export const emptySums = (): RatingSums => ({
  count: 0,
  sums: Object.fromEntries(placementRatingKeys.map((key) => [key, 0])) as PlacementRatings,
});

export function addRatings(total: RatingSums, ratings: PlacementRatings): RatingSums {
  return {
    count: total.count + 1,
    sums: Object.fromEntries(
      placementRatingKeys.map((key) => [key, total.sums[key] + ratings[key]]),
    ) as PlacementRatings,
  };
}

/** The unrounded mean per rating (zeros when there is none). */
export function averagesOf(total: RatingSums): PlacementRatings {
  return Object.fromEntries(
    placementRatingKeys.map((key) => [key, total.count > 0 ? total.sums[key] / total.count : 0]),
  ) as PlacementRatings;
}
