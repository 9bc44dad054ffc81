// How every environment variable is read: through a valibot schema whose message says what the value must be;
// a failure is a ConfigurationError naming the variable, what is wrong and (unless the value is a secret) what it
// got, so one start-up mistake reads the same whichever variable it is about.
import * as v from 'valibot';
import { ConfigurationError } from './configuration-error.ts';

export type Env = Record<string, string | undefined>;
/** A schema for one variable's (trimmed, non-empty) text. */
export type VariableSchema<T> = v.GenericSchema<string, T>;

/** The variable's trimmed value; unset and blank are the same: null. */
export function variableText(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** `quoteValue: false` for secrets, and for values whose message quotes only the part that is wrong. */
export function parseVariable<T>(name: string, raw: string, schema: VariableSchema<T>, { quoteValue = true } = {}): T {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  throw new ConfigurationError(`${name} ${result.issues[0].message}${quoteValue ? `, got "${raw}"` : ''}`);
}

/** A set variable through its schema; the fallback when it is unset. */
export function readVariable<T, F = T>(env: Env, name: string, schema: VariableSchema<T>, fallback: F, options?: { quoteValue?: boolean }): T | F {
  const raw = variableText(env, name);
  return raw === null ? fallback : parseVariable(name, raw, schema, options);
}

const asNumber = v.transform((raw: string) => Number(raw));

export const positiveInteger: VariableSchema<number> = v.pipe(
  v.string(),
  asNumber,
  v.integer('must be a positive integer'),
  v.minValue(1, 'must be a positive integer'),
);

export function wholeNumberWithin(low: number, high: number, unit = ''): VariableSchema<number> {
  const message = `must be a whole number from ${low} to ${high}${unit}`;
  return v.pipe(v.string(), asNumber, v.integer(message), v.minValue(low, message), v.maxValue(high, message));
}

export const wholeNumber = (message: string): VariableSchema<number> => v.pipe(v.string(), asNumber, v.integer(message), v.minValue(0, message));

export const oneOf = <const Names extends readonly string[]>(names: Names): VariableSchema<Names[number]> =>
  v.picklist(names, `must be one of ${names.join(', ')}`) as VariableSchema<Names[number]>;

/** An http(s) URL; the output is the URL as given. */
export const httpUrl: VariableSchema<string> = v.pipe(
  v.string(),
  v.check((raw) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol), 'must be an http(s) URL'),
);

/** At least `length` characters (a secret's value is never echoed). */
export const secretOfAtLeast = (length: number): VariableSchema<string> => v.pipe(v.string(), v.minLength(length, `must be at least ${length} characters`));
