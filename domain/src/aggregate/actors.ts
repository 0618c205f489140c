/**
 * The actor of commands run by an operator's scripts on the server's own machine (restore, license
 * keys). No request can act as it: requests act as a user (a uuid) or 'anonymous'.
 */
export const OPERATOR_ACTOR_ID = 'operator';

/** The actor of the server's own scheduled work (the daily refresh of observed records). */
export const SCHEDULE_ACTOR_ID = 'schedule';
