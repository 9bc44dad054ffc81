// The browser's copy of a block descriptor keeps what it needs to load and hydrate the block, and nothing the
// server alone reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_BLOCK_FIELDS } from '../../../blocks/block-descriptor.ts';
import { withoutServerOnlyFields } from '../../../scripts/build/server-only-block-fields-plugin.ts';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The descriptor file as the browser build sees it: TypeScript already stripped, then the plugin's rewrite. */
async function browserCopy(file: string): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
  return withoutServerOnlyFields(code, parseAst(code) as unknown as Node);
}

/** The keys of the defineBlock({...}) object in valid JavaScript (parsing fails otherwise). */
function descriptorKeys(code: string): string[] {
  const keys: string[] = [];
  JSON.stringify(parseAst(code), (key, value: { type?: string; callee?: { name?: string }; arguments?: { properties: { key: { name: string } }[] }[] }) => {
    if (value?.type === 'CallExpression' && value.callee?.name === 'defineBlock')
      keys.push(...value.arguments![0]!.properties.map((property) => property.key.name));
    return value;
  });
  return keys;
}

describe('server-only block fields', () => {
  it("drops the FAQ's structured-data reader and its import's use, keeps how to load and hydrate the block", async () => {
    const code = await browserCopy('blocks/Faq/Faq.block.ts');
    expect(descriptorKeys(code)).toEqual(['name', 'load', 'island', 'ownsPageHeading']);
    expect(code).not.toContain('htmlToPlainText(');
    expect(code).toContain('import("./Faq.tsx")');
  });

  it('drops consecutive fields up to the last one and leaves valid code', async () => {
    const code = await browserCopy('blocks/HomeIntro/HomeIntro.block.ts');
    expect(descriptorKeys(code)).toEqual(['name', 'load', 'island', 'ownsPageHeading']);
  });

  it('leaves every descriptor with its name, loader and interactivity, and without a server-only field', async () => {
    const files = readdirSync('blocks')
      .map((name) => `blocks/${name}/${name}.block.ts`)
      .filter((file) => existsSync(file));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const keys = descriptorKeys(await browserCopy(file));
      expect(keys, file).toEqual(expect.arrayContaining(['name', 'load', 'island']));
      for (const field of SERVER_ONLY_BLOCK_FIELDS) expect(keys, file).not.toContain(field);
    }
  });
});
