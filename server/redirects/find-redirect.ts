// Matches a request path against the redirect table and builds the target. The target is always a path on
// this site: captured slugs must look like slugs, and the result goes through sameSitePath.
import { REDIRECT_RULES, type RedirectRule, SHORTENED_ARTICLE_SLUGS } from './redirect-rules.ts';
import { sameSitePath } from './same-site-path.ts';

export type RedirectMatch = { rule: RedirectRule; location: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Campaign parameters survive the redirect so old links in e-mails and ads keep their attribution. */
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/i;

type Piece = { kind: 'literal'; text: string } | { kind: 'prefix'; text: string } | { kind: 'slug' };
type CompiledRule = { rule: RedirectRule; pieces: Piece[]; rest: 'none' | 'one-or-more' | 'zero-or-more' };

function compile(rule: RedirectRule): CompiledRule {
  const segments = rule.from.split('/').filter(Boolean);
  const last = segments.at(-1);
  const rest = last === '**' ? 'zero-or-more' : last === '*' ? 'one-or-more' : 'none';
  if (rest !== 'none') segments.pop();
  const fold = (text: string) => (rule.ignoreCase ? text.toLowerCase() : text);
  const pieces = segments.map((segment): Piece => {
    if (segment === ':slug') return { kind: 'slug' };
    if (segment.endsWith('*')) return { kind: 'prefix', text: fold(segment.slice(0, -1)) };
    return { kind: 'literal', text: fold(segment) };
  });
  return { rule, pieces, rest };
}

/** Decoded path segments ('//a/b/' → ['a', 'b']); null when the path has a broken escape. */
function pathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchRule(compiled: CompiledRule, segments: string[]): { slug: string | null } | null {
  const { pieces, rest, rule } = compiled;
  const extra = segments.length - pieces.length;
  if (extra < 0 || (rest === 'none' && extra !== 0) || (rest === 'one-or-more' && extra < 1)) return null;
  let slug: string | null = null;
  for (const [index, piece] of pieces.entries()) {
    const segment = rule.ignoreCase ? segments[index]!.toLowerCase() : segments[index]!;
    if (piece.kind === 'literal' && segment !== piece.text) return null;
    if (piece.kind === 'prefix' && !segment.startsWith(piece.text)) return null;
    if (piece.kind === 'slug') {
      if (!SLUG.test(segment)) return null;
      slug = segment;
    }
  }
  return { slug };
}

function queryApplies(rule: RedirectRule, params: URLSearchParams): boolean {
  if (!rule.query) return true;
  const value = params.get(rule.query.name);
  return value !== null && !rule.query.except.includes(value);
}

function campaignQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (CAMPAIGN_PARAM.test(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

export function createRedirectFinder(rules: readonly RedirectRule[] = REDIRECT_RULES) {
  const compiled = rules.map(compile);
  return function findRedirect(pathname: string, search: string): RedirectMatch | null {
    const segments = pathSegments(pathname);
    if (!segments) return null;
    const params = new URLSearchParams(search);
    for (const candidate of compiled) {
      const matched = matchRule(candidate, segments);
      if (!matched || !queryApplies(candidate.rule, params)) continue;
      const slug = matched.slug === null ? null : (SHORTENED_ARTICLE_SLUGS[matched.slug] ?? matched.slug);
      const path = slug === null ? candidate.rule.to : candidate.rule.to.replace(':slug', slug);
      return { rule: candidate.rule, location: sameSitePath(`${path}${campaignQuery(params)}`) };
    }
    return null;
  };
}

export const findRedirect = createRedirectFinder();
