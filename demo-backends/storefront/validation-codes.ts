// Validation errors as Shopify answers them: its API is built on graphql-ruby, whose static validation names each
// broken rule in `extensions.code` (undefinedField, missingRequiredArguments, ...). The demo shop validates with
// graphql-js, whose errors carry no code, so a document that fails is validated again one rule at a time and each
// error is given the code of the graphql-ruby rule that refuses the same thing.
import {
  ExecutableDefinitionsRule,
  FieldsOnCorrectTypeRule,
  FragmentsOnCompositeTypesRule,
  GraphQLError,
  KnownArgumentNamesRule,
  KnownDirectivesRule,
  KnownFragmentNamesRule,
  KnownTypeNamesRule,
  LoneAnonymousOperationRule,
  NoFragmentCyclesRule,
  NoUndefinedVariablesRule,
  NoUnusedFragmentsRule,
  NoUnusedVariablesRule,
  OverlappingFieldsCanBeMergedRule,
  PossibleFragmentSpreadsRule,
  ProvidedRequiredArgumentsRule,
  ScalarLeafsRule,
  SingleFieldSubscriptionsRule,
  specifiedRules,
  UniqueArgumentNamesRule,
  UniqueDirectivesPerLocationRule,
  UniqueFragmentNamesRule,
  UniqueInputFieldNamesRule,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  validate,
  ValuesOfCorrectTypeRule,
  VariablesAreInputTypesRule,
  VariablesInAllowedPositionRule,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

type CodeOf = (error: GraphQLError) => string;
const always =
  (code: string): CodeOf =>
  () =>
    code;

/** graphql-js's rule → the code graphql-ruby's rule for the same thing answers with. */
const CODES = new Map<ValidationRule, CodeOf>([
  [ExecutableDefinitionsRule, always('queryContainsSchemaDefinitions')],
  [UniqueOperationNamesRule, always('uniquelyNamedOperations')],
  [LoneAnonymousOperationRule, always('uniquelyNamedOperations')],
  [SingleFieldSubscriptionsRule, always('notSingleSubscription')],
  [KnownTypeNamesRule, always('undefinedType')],
  [FragmentsOnCompositeTypesRule, always('fragmentOnNonCompositeType')],
  [VariablesAreInputTypesRule, always('variableRequiresValidType')],
  [ScalarLeafsRule, always('selectionMismatch')],
  [FieldsOnCorrectTypeRule, always('undefinedField')],
  [UniqueFragmentNamesRule, always('fragmentNotUnique')],
  [KnownFragmentNamesRule, always('useAndDefineFragment')],
  [NoUnusedFragmentsRule, always('useAndDefineFragment')],
  [PossibleFragmentSpreadsRule, always('cannotSpreadFragment')],
  [NoFragmentCyclesRule, always('infiniteLoop')],
  [UniqueVariableNamesRule, always('variableNotUnique')],
  [NoUndefinedVariablesRule, always('variableNotDefined')],
  [NoUnusedVariablesRule, always('variableNotUsed')],
  // One graphql-js rule, two of graphql-ruby's: an unknown directive, or a known one in the wrong place.
  [KnownDirectivesRule, (error) => (error.message.startsWith('Unknown directive') ? 'undefinedDirective' : 'directiveCannotBeApplied')],
  [UniqueDirectivesPerLocationRule, always('directiveNotUniqueForLocation')],
  [KnownArgumentNamesRule, always('argumentNotAccepted')],
  [UniqueArgumentNamesRule, always('argumentNotUnique')],
  // Likewise: a required input field left out, a @oneOf input given other than one field, or a wrong literal.
  [
    ValuesOfCorrectTypeRule,
    (error) =>
      / of required type .* was not provided\.$/.test(error.message)
        ? 'missingRequiredInputObjectAttribute'
        : error.message.includes('OneOf Input Object')
          ? 'invalidOneOfInputObject'
          : 'argumentLiteralsIncompatible',
  ],
  [ProvidedRequiredArgumentsRule, always('missingRequiredArguments')],
  [VariablesInAllowedPositionRule, always('variableMismatch')],
  [OverlappingFieldsCanBeMergedRule, always('fieldConflict')],
  [UniqueInputFieldNamesRule, always('inputFieldNotUnique')],
]);

/** The type and field an undefinedField error names, as Shopify's extensions carry them. */
function undefinedFieldDetails(error: GraphQLError): Record<string, string> {
  const named = /^Cannot query field "([^"]+)" on type "([^"]+)"/.exec(error.message);
  return named ? { typeName: named[2]!, fieldName: named[1]! } : {};
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  const details = code === 'undefinedField' ? undefinedFieldDetails(error) : {};
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code, ...details } });
}

/** The document's validation errors, each with Shopify's code; an empty list when it is valid. */
export function validateWithCodes(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  if (validate(schema, document).length === 0) return [];
  // Only a failing document pays for the second pass, one rule at a time.
  return specifiedRules.flatMap((rule) => {
    const codeOf = CODES.get(rule);
    return validate(schema, document, [rule]).map((error) => (codeOf ? withCode(error, codeOf(error)) : error));
  });
}
