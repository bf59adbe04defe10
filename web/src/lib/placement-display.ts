/**
 * How a student's placement reads on the screens that show one (the university's students, a student's page, the
 * admin's student progress): its badge and its panel's title follow where it stands today (shared placement-stage), so
 * a placement that starts in January is never called current in November.
 */
import {
  placementStage,
  placementStageTitles,
  type PlacementDates,
  type PlacementStage,
} from '@stint/shared/placements/placement-stage';
import { formatCalendarDate, todayIso } from '../components/dates';

export type PlacementDisplay = {
  stage: PlacementStage | null;
  /** The badge: 'Active Internship' only while it runs; 'No Active Internship' without a placement. */
  badge: string;
  tone: 'badge--success' | 'badge--info' | 'badge--neutral';
  /** The panel's title ('Upcoming Internship', 'Current Internship', 'Completed Internship'); null without one. */
  title: string | null;
};

/** `today`: the browser's date unless given (`YYYY-MM-DD`). */
export function placementDisplay(placement: PlacementDates | null | undefined, today = todayIso()): PlacementDisplay {
  if (!placement) return { stage: null, badge: 'No Active Internship', tone: 'badge--neutral', title: null };
  const stage = placementStage(placement, today);
  const title = placementStageTitles[stage];
  switch (stage) {
    case 'upcoming': {
      const start = formatCalendarDate(placement.startDate);
      return { stage, badge: start ? `Internship starts ${start}` : title, tone: 'badge--info', title };
    }
    case 'current':
      return { stage, badge: 'Active Internship', tone: 'badge--success', title };
    case 'completed':
      return { stage, badge: 'Internship Completed', tone: 'badge--neutral', title };
  }
}
