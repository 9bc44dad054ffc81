// How the Content Manager shows form submissions: the list leads with when, which form and who, and every
// field is shown read-only (the Editor role cannot change a submission at all; this keeps the screen honest
// for a Super Admin too).
import type { Core } from '@strapi/strapi';

const UID = 'api::form-submission.form-submission';
export const SUBMISSION_LIST = ['createdAt', 'formType', 'email', 'mobile', 'message'];
const LABELS: Record<string, string> = { createdAt: 'Sent', formType: 'Form', email: 'E-mail', mobile: 'Mobile', message: 'Message', product: 'Product', variantId: 'Variant', submissionId: 'Submission id', formData: 'Everything sent' };

type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>; layouts: { list: string[]; edit: unknown } };

export async function configureSubmissionList(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types');
  const contentType = service.findContentType(UID);
  const current = (await service.findConfiguration(contentType)) as Configuration;
  const metadatas = Object.fromEntries(
    Object.entries(current.metadatas).map(([field, meta]) => {
      const label = LABELS[field];
      return [field, { edit: { ...meta.edit, ...(label ? { label } : {}), editable: false }, list: { ...meta.list, ...(label ? { label } : {}) } }];
    }),
  );
  await service.updateConfiguration(contentType, {
    settings: { ...current.settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: 'email' },
    metadatas,
    layouts: { ...current.layouts, list: SUBMISSION_LIST },
  });
}
