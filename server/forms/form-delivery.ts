// The site's form deliverer: the outbox file under DATA_DIR and the CMS forms endpoint as the receiver.
import { join } from 'node:path';
import { createCmsClient, type CmsClientOptions } from '../../clients/cms/cms-client.ts';
import { submitFormToCms } from '../../clients/cms/forms.ts';
import { FormDeliverer } from './form-deliverer.ts';
import { FormOutbox } from './form-outbox.ts';

export const FORM_OUTBOX_FILE = 'form-outbox.sqlite';

export function createFormDeliverer({ dataDir, cms }: { dataDir: string; cms: CmsClientOptions }): FormDeliverer {
  const client = createCmsClient(cms);
  return new FormDeliverer({
    outbox: new FormOutbox(join(dataDir, FORM_OUTBOX_FILE)),
    send: async (formData) => {
      await submitFormToCms(client, formData);
    },
    // Well beyond one timed-out send, so a live sender never loses its row to another.
    leaseMs: Math.max(60_000, cms.timeoutMs * 3),
  });
}
