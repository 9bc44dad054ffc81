// The shopper's last measurements kept on the customer, as Shopify keeps such facts: a customer metafield in the
// brand's namespace, written with the Customer Account API's metafieldsSet and read back on the customer query.
// A real shop needs the metafield's definition (the operations guide) with customer account read and write access.
import { rememberedConsent } from '../../content/analytics/consent-rules.ts';
import { isMeasurementUnit, readMattress, type Mattress } from '../../shop-rules/mattress-measurements.ts';
import { type CustomerAccountClient, CustomerAccountUnavailable } from './customer-account-client.ts';

export const MEASUREMENTS_METAFIELD = { namespace: 'linden_tuck', key: 'mattress_measurements', type: 'json' } as const;

const READ_QUERY = `query SavedMeasurements($namespace: String!, $key: String!) {
  customer { id metafield(namespace: $namespace, key: $key) { value } }
}`;

const SET_MUTATION = `mutation SaveMeasurements($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { key } userErrors { field message code } }
}`;

const DELETE_MUTATION = `mutation ForgetMeasurements($metafields: [MetafieldIdentifierInput!]!) {
  metafieldsDelete(metafields: $metafields) { deletedMetafields { key } userErrors { field message code } }
}`;

type ReadAnswer = { customer: { id: string; metafield: { value: string } | null } };
type SetAnswer = { metafieldsSet: { userErrors: { message: string }[] } | null };
type DeleteAnswer = { metafieldsDelete: { userErrors: { message: string }[] } | null };

/** The metafield's value: the numbers as measured and their unit, readable by whoever looks at the customer in the shop. */
export const measurementsValue = (mattress: Mattress): string => JSON.stringify({ unit: mattress.unit, ...mattress.measured });

/** A value read back; null for anything that is not three valid measurements (edited by hand in the shop's admin, say). */
export function mattressFromValue(value: string | null | undefined): Mattress | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { unit, width, length, depth } = parsed as Record<string, unknown>;
  if (!isMeasurementUnit(unit) || ![width, length, depth].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return readMattress({ width: String(width), length: String(length), depth: String(depth) }, unit).mattress;
}

/** Remembering serves the 'preferences' purpose: remembered privacy choices that turn it off mean none are read or saved. */
export const preferencesDeclined = (cookies: string): boolean => rememberedConsent(cookies)?.preferences === false;

const variables = { namespace: MEASUREMENTS_METAFIELD.namespace, key: MEASUREMENTS_METAFIELD.key };

export async function readSavedMeasurements(client: CustomerAccountClient, accessToken: string): Promise<Mattress | null> {
  const { customer } = await client.query<ReadAnswer>(accessToken, READ_QUERY, variables);
  return mattressFromValue(customer.metafield?.value);
}

/** Sets the metafield on the signed-in customer; a refusal by the shop is CustomerAccountUnavailable, as for a shop away. */
export async function saveMeasurementsOnCustomer(client: CustomerAccountClient, accessToken: string, mattress: Mattress): Promise<void> {
  const { customer } = await client.query<ReadAnswer>(accessToken, READ_QUERY, variables);
  const metafields = [{ ownerId: customer.id, ...MEASUREMENTS_METAFIELD, value: measurementsValue(mattress) }];
  const { metafieldsSet } = await client.query<SetAnswer>(accessToken, SET_MUTATION, { metafields });
  const problems = metafieldsSet?.userErrors ?? [];
  if (!metafieldsSet || problems.length > 0) {
    throw new CustomerAccountUnavailable(`The shop did not save the measurements: ${problems.map((p) => p.message).join('; ') || 'no answer'}`);
  }
}

/** Deletes the metafield from the signed-in customer (none there is no error); a refusal is CustomerAccountUnavailable. */
export async function forgetMeasurementsOnCustomer(client: CustomerAccountClient, accessToken: string): Promise<void> {
  const { customer } = await client.query<ReadAnswer>(accessToken, READ_QUERY, variables);
  const metafields = [{ ownerId: customer.id, ...variables }];
  const { metafieldsDelete } = await client.query<DeleteAnswer>(accessToken, DELETE_MUTATION, { metafields });
  const problems = metafieldsDelete?.userErrors ?? [];
  if (!metafieldsDelete || problems.length > 0) {
    throw new CustomerAccountUnavailable(`The shop did not forget the measurements: ${problems.map((p) => p.message).join('; ') || 'no answer'}`);
  }
}
