// Where a plain (no-JavaScript) form post goes back to: the `_returnTo` field when it is a path on this site
// (the site's one rule for redirect targets, redirects/same-site-path.ts), else the page the form was sent from
// (the Referer's path, under the same rule), else the home page. Only the path: the result query is added after.
import { isSameSitePath } from '../redirects/same-site-path.ts';

export type FormReturn = { path: string; refused: boolean };

const pathOnly = (target: string) => target.split(/[?#]/, 1)[0]!;

function refererPath(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const path = new URL(referer).pathname;
    return isSameSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** `refused`: a `_returnTo` was given and failed the rule (worth a log line: the site never writes such a value). */
export function formReturnPath(returnTo: unknown, referer: string | undefined): FormReturn {
  if (typeof returnTo === 'string' && isSameSitePath(returnTo)) return { path: pathOnly(returnTo), refused: false };
  return { path: refererPath(referer) ?? '/', refused: returnTo !== undefined };
}
