import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { PlacementEvaluation } from '@stint/shared/placement-evaluations/placement-evaluations.schemas';
import { emptyDraft, placementEvaluationErrors } from './placement-evaluation-errors';
import { PlacementEvaluationView } from './placement-evaluation-view';
import { OwnPlacementRatingsCard } from './placement-ratings';
import { RatingGroup } from './rating-group';

const ratings = { learning: 5, supervision: 4, workload: 3, environment: 4, overall: 5 };

describe('placement evaluation form checks', () => {
  it('asks for every rating and a comment of the right length, keyed by the api’s paths', () => {
    expect(placementEvaluationErrors(emptyDraft(), 'short')).toEqual({
      'ratings.learning': 'Please choose a rating from 1 to 5',
      'ratings.supervision': 'Please choose a rating from 1 to 5',
      'ratings.workload': 'Please choose a rating from 1 to 5',
      'ratings.environment': 'Please choose a rating from 1 to 5',
      'ratings.overall': 'Please choose a rating from 1 to 5',
      comment: 'Comment must be at least 10 characters',
    });
    expect(placementEvaluationErrors(ratings, 'x'.repeat(2001))).toEqual({
      comment: 'Comment must be at most 2000 characters',
    });
    expect(placementEvaluationErrors(ratings, 'A fine placement overall.')).toEqual({});
  });
});

describe('a rating as a radio group', () => {
  it('is a fieldset named by its legend, five labelled radios, the chosen one checked, its error tied to it', () => {
    const html = renderToStaticMarkup(
      <RatingGroup id="r-learning" legend="What you learned" value={4} error="Pick one" onChange={() => {}} />,
    );
    expect(html).toContain('<legend>What you learned</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain('<input id="r-learning" type="radio" required="" name="r-learning" value="1"/>');
    expect(html).toContain('name="r-learning" checked="" value="4"');
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('aria-describedby="r-learning-error"');
    expect(html).toContain('<p class="rating-group__error" id="r-learning-error">Pick one</p>');
  });
});

describe('what the screens show', () => {
  it('shows an evaluation’s ratings, average and comment', () => {
    const evaluation: PlacementEvaluation = {
      _id: 'a1',
      applicationId: 'a1',
      studentId: 's1',
      internship: { _id: 'i1', title: 'Winter Data Sprint', company: 'Brightlane' },
      ratings,
      average: 4.2,
      comment: 'Great mentors.',
      evaluatedOn: '2027-07-01',
      createdAt: '2027-07-01T10:00:00.000Z',
    };
    const html = renderToStaticMarkup(<PlacementEvaluationView evaluation={evaluation} idPrefix="e" />);
    expect(html).toContain('Winter Data Sprint at Brightlane');
    expect(html).toContain('average 4.2 of 5');
    expect(html).toContain('<dt>Supervision and support</dt><dd>4 of 5</dd>');
    expect(html).toContain('Great mentors.');
  });

  const employerCard = (data: unknown) =>
    renderToStaticMarkup(
      <SWRConfig value={{ fallback: { '/placement-evaluations/employer': data } }}>
        <OwnPlacementRatingsCard />
      </SWRConfig>,
    );

  it('tells an employer below the minimum only that there are not enough evaluations yet', () => {
    const html = employerCard({ enough: false, minimum: 3 });
    expect(html).toContain('Not enough evaluations yet');
    expect(html).not.toContain('<dd>');
  });

  it('shows an employer its averages from the minimum on', () => {
    const html = employerCard({ enough: true, count: 3, averages: { ...ratings, learning: 4.333333 } });
    expect(html).toContain('Averages over 3 evaluations');
    expect(html).toContain('<dt>What you learned</dt><dd>4.3</dd>');
  });
});
