// The errors the demo shop answers with, each with an `extensions.code` a client can branch on. What the demo shop
// does not implement fails loudly with DEMO_SHOP_UNSUPPORTED instead of coming back as a plausible-looking null.
import { GraphQLError, type ASTNode } from 'graphql';
import { refusalReason } from './refusals.ts';

export const DEMO_SHOP_UNSUPPORTED = 'DEMO_SHOP_UNSUPPORTED';

type Details = Record<string, unknown>;

/** A GraphQL error carrying `extensions.code` and any details a client may want (limits, names). */
export function shopError(message: string, code: string, details: Details = {}, nodes?: ASTNode | readonly ASTNode[], path?: ReadonlyArray<string | number>) {
  return new GraphQLError(message, { nodes, path, extensions: { code, ...details } });
}

/** A field of the Storefront schema the demo shop has no data or behaviour for, with the reason when it is a listed refusal. */
export function unsupportedField(typeName: string, fieldName: string): GraphQLError {
  const reason = refusalReason(typeName, fieldName);
  const message = `The demo shop does not support the field ${typeName}.${fieldName}${reason ? `: ${reason}` : ''}.`;
  return shopError(message, DEMO_SHOP_UNSUPPORTED, { typeName, fieldName, ...(reason ? { reason } : {}) });
}

/** An argument or input value the demo shop would otherwise have to ignore. */
export function unsupportedInput(where: string, why: string): GraphQLError {
  return shopError(`The demo shop does not support ${where}: ${why}`, DEMO_SHOP_UNSUPPORTED, { input: where });
}

/** Input keys the demo shop does not act on, refused by name so nothing a client sends is silently dropped. */
export function refuseUnknownKeys(where: string, input: object | null | undefined, supported: readonly string[]): void {
  const unsupported = Object.entries(input ?? {}).filter(([key, value]) => value !== undefined && value !== null && !supported.includes(key));
  if (unsupported.length > 0) {
    const names = unsupported.map(([key]) => key).join(', ');
    throw unsupportedInput(`${where} { ${names} }`, `it acts on ${supported.join(', ')} only.`);
  }
}
