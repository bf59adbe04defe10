/**
 * Every university call reads data the `university` notices (the oversight projection, to the university's room)
 * say has changed; reports and logbook entries also follow their own projections' notices, which reach the room of
 * the student's university once an item is submitted.
 */
import { registerLiveKey } from '../../../lib/live';

export const UNIVERSITY_PATH = '/university/';

registerLiveKey('university', UNIVERSITY_PATH);
registerLiveKey('reports', '/university/reports');
registerLiveKey('reports', '/university/students/');
registerLiveKey('logbooks', '/university/logbooks');
registerLiveKey('logbooks', '/university/students/');
