// content/forms/ (the site's form definitions: each field's rule and the characters nobody types) and the site's
// write limit → cms/src/forms/site-form-rules.generated.ts, so the CMS's public submit route checks a submission
// with the very rules the site's form endpoint applies. The cms/ project is built and deployed on its own and
// cannot import the site's files: the rules are bundled into one module of plain JavaScript instead.
import { build } from 'esbuild';
import { API_WRITE_LIMIT } from '../../server/security/rate-limit-writes.ts';
import type { GeneratedFile } from './generated-file.ts';

export const CMS_FORM_RULES_PATH = 'cms/src/forms/site-form-rules.generated.ts';

const ENTRY = ["export { validateForm } from './content/forms/validate-form.ts';", "export { FORMS } from './content/forms/forms.ts';"].join('\n');

export async function generateCmsFormRules(root: string): Promise<GeneratedFile[]> {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: root, sourcefile: 'site-form-rules.ts', loader: 'ts' },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    legalComments: 'none',
    charset: 'utf8',
  });
  const header = [
    "// Generated from content/forms/ and the site's API write limit by `npm run codegen`. Do not edit.",
    "// The rules the site checks a visitor form with, for the CMS's own submit route (cms/src/forms/site-form-check.ts).",
    '// @ts-nocheck',
    '',
  ].join('\n');
  const limit = `\nexport const SITE_WRITE_LIMIT = ${JSON.stringify(API_WRITE_LIMIT)};\n`;
  return [{ path: CMS_FORM_RULES_PATH, content: `${header}${bundle.outputFiles[0]!.text}${limit}` }];
}
