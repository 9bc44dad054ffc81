// Visitor form submissions to the CMS forms plugin (spec §7 "Forms": POST api/ezforms/submit with
// { formData }), through the generated client so the payload and the answer are typed by openapi/cms.yaml.
import type { CmsClient } from './cms-client.ts';
import { CmsRequestError } from './errors.ts';

export type SubmittedForm = { id: number; createdAt: string };

/** Stores one submission; throws CmsRequestError('formsSubmit', …) on a network failure, timeout or HTTP error. */
export async function submitFormToCms(cms: CmsClient, formData: Record<string, string>): Promise<SubmittedForm> {
  let result: Awaited<ReturnType<typeof post>>;
  try {
    result = await post(cms, formData);
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : error instanceof SyntaxError ? 'response is not valid JSON' : 'request failed';
    throw new CmsRequestError('formsSubmit', reason, null, { cause: error });
  }
  if (!result.response.ok) throw new CmsRequestError('formsSubmit', `HTTP ${result.response.status}`, result.response.status);
  if (!result.data?.data) throw new CmsRequestError('formsSubmit', 'empty response body', result.response.status);
  return result.data.data;
}

const post = (cms: CmsClient, formData: Record<string, string>) => cms.POST('/api/ezforms/submit', { body: { formData } });
