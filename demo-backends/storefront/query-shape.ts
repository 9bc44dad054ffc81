// How big and how deep a query is, checked before the document is validated (validation and execution recurse as
// deep as the query goes). Tokens and brackets are checked on the text, before the parser, which is recursive.
import { GraphQLError, Kind, Lexer, Source, TokenKind, visit, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { shopError } from './demo-shop-errors.ts';
import { MAX_BRACKET_NESTING, MAX_PAGE_SIZE, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS } from './request-limits.ts';

/** Whether the text has more tokens than the demo shop parses (the lexer's syntax errors are left to the parser). */
function tooManyTokens(text: string): boolean {
  const lexer = new Lexer(new Source(text));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count++) if (count >= MAX_QUERY_TOKENS) return true;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
  }
  return false;
}

/** The deepest nesting of {, [ and ( outside strings and comments. */
export function bracketNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '#') {
      while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index++;
    } else if (character === '"') {
      const block = text.startsWith('"""', index);
      const end = block ? text.indexOf('"""', index + 3) : closingQuote(text, index + 1);
      if (end === -1) return deepest;
      index = block ? end + 2 : end;
    } else if (character === '{' || character === '[' || character === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (character === '}' || character === ']' || character === ')') {
      depth--;
    }
  }
  return deepest;
}

function closingQuote(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === '"') return index;
    else if (text[index] === '\n') return index;
  }
  return -1;
}

/** The refusal of a query text too nested or too long to parse safely, or null. */
export function textError(text: string): GraphQLError | null {
  const nesting = bracketNesting(text);
  if (nesting > MAX_BRACKET_NESTING) {
    const message = `Query nests brackets ${nesting} levels deep, more than the ${MAX_BRACKET_NESTING} the demo shop parses.`;
    return shopError(message, 'MAX_DEPTH_EXCEEDED', { nesting, maxNesting: MAX_BRACKET_NESTING });
  }
  if (tooManyTokens(text)) {
    const message = `Complexity exceeded: the query has more than ${MAX_QUERY_TOKENS} tokens, the most the demo shop parses.`;
    return shopError(message, 'MAX_COMPLEXITY_EXCEEDED', { maxTokens: MAX_QUERY_TOKENS });
  }
  return null;
}

/** The deepest field nesting of any operation, fragments expanded (a fragment cycle counts once; validation reports it). */
export function queryDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const known = new Map<string, number>();
  const expanding = new Set<string>();

  function depthOf(selectionSet: SelectionSetNode | undefined): number {
    let deepest = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
      else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet));
      else deepest = Math.max(deepest, fragmentDepth(selection.name.value));
    }
    return deepest;
  }

  // Each fragment's depth is worked out once, so a chain of fragments spread many times stays cheap.
  function fragmentDepth(name: string): number {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const fragment = fragments.get(name);
    if (!fragment || expanding.has(name)) return 0;
    expanding.add(name);
    const depth = depthOf(fragment.selectionSet);
    expanding.delete(name);
    known.set(name, depth);
    return depth;
  }

  return Math.max(0, ...document.definitions.map((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? depthOf(definition.selectionSet) : 0)));
}

export function depthError(document: DocumentNode): GraphQLError | null {
  const depth = queryDepth(document);
  if (depth <= MAX_QUERY_DEPTH) return null;
  // graphql-ruby's wording, which Shopify's API is built on.
  return shopError(`Query has depth of ${depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`, 'MAX_DEPTH_EXCEEDED', { depth, maxDepth: MAX_QUERY_DEPTH });
}

/** Shopify's limit on input arrays (https://shopify.dev/docs/api/usage/limits#input-limits), in the query text and
 * in the variables, with the answer Shopify gives for a longer one. */
export function inputSizeError(document: DocumentNode, variables: unknown): GraphQLError | null {
  let longest = 0;
  visit(document, { ListValue: (node) => void (longest = Math.max(longest, node.values.length)) });
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) longest = Math.max(longest, value.length);
    if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) walk(inner);
  };
  walk(variables);
  if (longest <= MAX_PAGE_SIZE) return null;
  return shopError(`The input array size of ${longest} is greater than the maximum allowed of ${MAX_PAGE_SIZE}.`, 'MAX_INPUT_SIZE_EXCEEDED', {
    maxInputSize: MAX_PAGE_SIZE,
  });
}
