// Why the image service could not answer with a picture, as the HTTP status a browser or cache should see:
// a broken or refused source is a clear 4xx, an unreachable CMS a 502/504, never a 500.
export type ImageFailureStatus = 404 | 413 | 415 | 422 | 502 | 503 | 504;

export class ImageServiceError extends Error {
  override name = 'ImageServiceError';
  constructor(
    readonly status: ImageFailureStatus,
    message: string,
    /** For 503: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** A problem with the source itself (worth remembering for a while), not with this instance's load. */
  get aboutTheSource(): boolean {
    return this.status !== 503;
  }
}
