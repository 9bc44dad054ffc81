/** A CMS call that failed: network, timeout, HTTP error or a body that is not JSON. */
export class CmsRequestError extends Error {
  override name = 'CmsRequestError';
  constructor(
    readonly resource: string,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(`CMS ${resource}: ${message}`, options);
  }
}
