// Why the image service could not answer with a picture, as the HTTP status a browser or cache should see:
// a broken or refused source is a clear 4xx, an unreachable CMS a 502/504, never a 500. The message is public
// (it is the answer's body, cached for a minute): it says what is wrong, never a host, a port or a path; those go
// in `detail`, which only the log sees.
export type ImageFailureStatus = 404 | 413 | 415 | 422 | 502 | 503 | 504;

export class ImageServiceError extends Error {
  override name = 'ImageServiceError';
  /** For 503: when to try again. */
  readonly retryAfterSeconds?: number;
  /** What the operator needs to find the cause (where the source was read, what came back): logged, never answered. */
  readonly detail?: string;

  constructor(
    readonly status: ImageFailureStatus,
    message: string,
    { retryAfterSeconds, detail }: { retryAfterSeconds?: number; detail?: string } = {},
  ) {
    super(message);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
    if (detail !== undefined) this.detail = detail;
  }

  /** A problem with the source itself (worth remembering for a while), not with this instance's load. */
  get aboutTheSource(): boolean {
    return this.status !== 503;
  }
}
