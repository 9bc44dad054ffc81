import { describe, expect, it } from 'vitest';
import { errorDetails } from '../../../pages/_error/error-details.ts';

describe('error screen details (spec §8)', () => {
  it('shows the message and the abort status', () => {
    expect(errorDetails({ message: 'This page could not be found' }, 404, true)).toEqual({ status: 404, message: 'This page could not be found' });
  });
  it("falls back to 'Error' and status 500", () => {
    expect(errorDetails(undefined, undefined, false)).toEqual({ status: 500, message: 'Error' });
  });
  it('reads the status from statusCode, status or response.status', () => {
    expect(errorDetails({ statusCode: 503 }, undefined, false).status).toBe(503);
    expect(errorDetails({ status: 502 }, undefined, false).status).toBe(502);
    expect(errorDetails({ response: { status: 504 } }, undefined, false).status).toBe(504);
  });
  it('an unmatched route is a 404 with the not-found message', () => {
    expect(errorDetails(undefined, undefined, true)).toEqual({ status: 404, message: 'This page could not be found' });
  });
});
