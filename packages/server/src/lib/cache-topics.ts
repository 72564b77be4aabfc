/**
 * Caches that a write on any instance empties (`app.shared.invalidate`): the
 * home-page content's, the help centre's, the operator configuration's, and what is kept of
 * members' sessions and accounts (`sessions`, with a member id, or `all`).
 */
export type CacheTopic = 'content' | 'operator' | 'sessions' | 'help';
