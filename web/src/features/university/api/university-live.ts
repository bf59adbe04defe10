/**
 * Every university call reads data the `university` notices (the oversight projection, to the university's room)
 * say has changed; reports and logbook entries also follow their own projections' notices, which reach the room of
 * the student's university once an item is submitted, and a student's page follows the employers' evaluations of them
 * (each step an admin takes shows there with its status).
 */
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const UNIVERSITY_PATH = '/university/';

registerLiveKey(topics.university, UNIVERSITY_PATH);
registerLiveKey(topics.reports, '/university/reports');
registerLiveKey(topics.reports, '/university/students/');
registerLiveKey(topics.logbooks, '/university/logbooks');
registerLiveKey(topics.logbooks, '/university/students/');
registerLiveKey(topics.evaluations, '/university/students/');
