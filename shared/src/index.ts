export * from './errors';
export * from './http/envelope';
export * from './live/rooms';
export type * from './live/socket-events';
export * from './roles';
