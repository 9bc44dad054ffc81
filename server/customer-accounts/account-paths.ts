// Where the site's customer accounts live, and the way to /account through signing in first (the routes that act
// on an account send a visitor without a session there, and the shop brings them back).

export const ACCOUNT_PATHS = { account: '/account', login: '/account/login', callback: '/account/authorize', logout: '/account/logout' } as const;

/** /account/login, returning to `returnTo` (a path on this site) once signed in. */
export function signInPath(returnTo: string = ACCOUNT_PATHS.account): string {
  return `${ACCOUNT_PATHS.login}?${new URLSearchParams({ return_to: returnTo })}`;
}
