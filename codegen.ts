// GraphQL codegen: the project's Storefront operations, validated against the pinned schema.
// Run through `npm run codegen` (scripts/codegen.ts), which also regenerates the CMS types and validators.
import type { CodegenConfig } from '@graphql-codegen/cli';

/** Storefront API 2026-04 introspection, pinned by the exact @shopify/hydrogen-react version in package.json. */
export const STOREFRONT_SCHEMA = 'node_modules/@shopify/hydrogen-react/storefront.schema.json';

const config: CodegenConfig = {
  overwrite: true,
  schema: STOREFRONT_SCHEMA,
  documents: ['clients/storefront/operations/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'generated/storefront/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', URL: 'string', DateTime: 'string', HTML: 'string', JSON: 'unknown', Color: 'string', UnsignedInt64: 'string' },
      },
    },
  },
};

export default config;
