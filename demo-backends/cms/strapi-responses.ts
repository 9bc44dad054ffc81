// Strapi v4 response shapes the demo CMS shares: page-based pagination of a collection and the error body.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Strapi's default page size when a request names none. */
export const DEFAULT_PAGE_SIZE = 25;

export type StrapiErrorName = 'ValidationError' | 'NotFoundError' | 'PayloadTooLargeError' | 'ApplicationError';

export function strapiError(c: Context, status: ContentfulStatusCode, name: StrapiErrorName, message: string) {
  return c.json({ data: null, error: { status, name, message, details: {} } }, status);
}

/** A query parameter the demo CMS cannot answer (Strapi answers 400 ValidationError). */
export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError';
}

export class InvalidPaginationError extends InvalidQueryError {
  override name = 'InvalidPaginationError';
}

function positiveInteger(raw: string | undefined, fallback: number, field: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new InvalidPaginationError(`pagination[${field}] must be a positive integer, got '${raw}'`);
  return value;
}

/** One page of a collection from `pagination[page]` and `pagination[pageSize]` (deepObject query). */
export function paginate<T>(items: readonly T[], query: (name: string) => string | undefined) {
  const page = positiveInteger(query('pagination[page]'), 1, 'page');
  const pageSize = positiveInteger(query('pagination[pageSize]'), DEFAULT_PAGE_SIZE, 'pageSize');
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(items.length / pageSize), total: items.length } },
  };
}
