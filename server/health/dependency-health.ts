// Which of the services an instance depends on are away right now, for /readyz's body. None of them takes a
// content-serving instance out of rotation: pages are served from the content snapshot, the shop's reads fail
// fast (its breaker is open) and forms are kept in the instance's spool until the shared outbox answers.
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import type { FormDeliverer } from '../forms/form-deliverer.ts';

/** `spool`: what waits in this instance's form spool, for an operator or a script watching it drain. */
export type DegradedDependency = {
  name: 'shop' | 'form-outbox';
  since: string | null;
  detail: string;
  spool?: { submissions: number; oldestSince: string | null };
};

export type DependencySources = { shop: Pick<StorefrontClient, 'breaker'>; forms: Pick<FormDeliverer, 'health'> };

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

export function degradedDependencies({ shop, forms }: DependencySources): DegradedDependency[] {
  const degraded: DegradedDependency[] = [];
  if (shop.breaker?.state === 'open') {
    degraded.push({
      name: 'shop',
      since: iso(shop.breaker.openSince),
      detail: 'the shop does not answer: pages show the last catalogue it gave, marked stale, or the static one',
    });
  }
  const { outboxDownSince, spooled, oldestSpooledAt } = forms.health();
  if (outboxDownSince !== null || spooled > 0) {
    const where = outboxDownSince !== null ? 'the shared form outbox cannot be reached' : 'the shared form outbox is back';
    const oldest = oldestSpooledAt === null ? '' : `, the oldest since ${iso(oldestSpooledAt)}`;
    degraded.push({
      name: 'form-outbox',
      since: iso(outboxDownSince ?? oldestSpooledAt),
      detail: `${where}; ${spooled} submission(s) kept in this instance's spool until moved there${oldest}`,
      spool: { submissions: spooled, oldestSince: iso(oldestSpooledAt) },
    });
  }
  return degraded;
}
