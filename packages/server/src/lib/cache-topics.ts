/**
 * Caches that a write on any instance empties (`app.shared.invalidate`): the
 * home-page content's, the help centre's, the operator configuration's, what is
 * kept of members' sessions and accounts (`sessions`, with a member id, or
 * `all`), and the games catalogue's lists (`games`: a game or vendor enabled,
 * disabled, made hot or moved in the back office), and the seamless-wallet
 * vendors' integrations (`vendors`).
 */
export type CacheTopic = 'content' | 'operator' | 'sessions' | 'help' | 'games' | 'vendors';
