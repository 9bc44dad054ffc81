// What every generator returns: a file of generated/ with its whole content (written or compared by scripts/codegen.ts).
export type GeneratedFile = { path: string; content: string };

/** The CMS content API's schema: the source of the CMS types, validators and markdown field list. */
export const CMS_SCHEMA_PATH = 'openapi/cms.yaml';
