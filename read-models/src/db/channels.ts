/** NOTIFY channel the Postgres event store signals on each committed append; projector runners and subscriptions wake on it. */
export const EVENTS_APPENDED_CHANNEL = 'waterline_events_appended';
