// Message and status for the error screen (spec §8): the message or 'Error'; the status from statusCode,
// status or response.status, default 500.
export type ErrorDetails = { status: number; message: string };

/** The CMS page whose SEO data and extra blocks the not-found screen shows. */
export const NOT_FOUND_SLUG = '404';

type ErrorLike = { message?: unknown; statusCode?: unknown; status?: unknown; response?: { status?: unknown } };

const asStatus = (value: unknown) => (typeof value === 'number' && value >= 400 && value <= 599 ? value : null);

export function errorDetails(reason: unknown, abortStatusCode: number | undefined, is404: boolean | null | undefined): ErrorDetails {
  const error = (reason && typeof reason === 'object' ? reason : {}) as ErrorLike;
  const status = asStatus(abortStatusCode) ?? asStatus(error.statusCode) ?? asStatus(error.status) ?? asStatus(error.response?.status) ?? (is404 ? 404 : 500);
  const message = typeof reason === 'string' && reason ? reason : typeof error.message === 'string' && error.message ? error.message : null;
  return { status, message: message ?? (status === 404 ? 'This page could not be found' : 'Error') };
}
