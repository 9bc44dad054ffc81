// The site's form deliverer: the outbox server.ts chose (SQLite under DATA_DIR, or the PostgreSQL one the
// instances share), the instance's spool under DATA_DIR for while that outbox is away, and the CMS forms
// endpoint as the receiver.
import { createCmsClient, type CmsClientOptions } from '../../clients/cms/cms-client.ts';
import { submitFormToCms } from '../../clients/cms/forms.ts';
import { FormDeliverer } from './form-deliverer.ts';
import type { FormOutbox } from './form-outbox.ts';
import { FormSpool } from './form-spool.ts';

export const FORM_OUTBOX_FILE = 'form-outbox.sqlite';

/** A row's lease: well beyond one timed-out send, so a live sender never loses its row to another. */
export const formClaimLeaseMs = (cmsTimeoutMs: number) => cmsTimeoutMs * 3;

export function createFormDeliverer({ outbox, cms, spoolDir = null }: { outbox: FormOutbox; cms: CmsClientOptions; spoolDir?: string | null }): FormDeliverer {
  const client = createCmsClient(cms);
  return new FormDeliverer({
    outbox,
    spool: spoolDir === null ? null : new FormSpool(spoolDir),
    send: async (formData) => {
      await submitFormToCms(client, formData);
    },
    leaseMs: formClaimLeaseMs(cms.timeoutMs),
    // One row per claim, so each lease covers a single send and a killed instance's row returns after one lease.
    batchSize: 1,
  });
}
