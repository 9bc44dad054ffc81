// Vite plugin for the client build: removes the server-only fields (SERVER_ONLY_BLOCK_FIELDS) from each block
// descriptor's defineBlock({...}) in blocks/*/*.block.ts, so the browser downloads neither them nor the code only
// they import (the FAQ's plain-text conversion, the contact details' parser, the hero sizes). The server build
// keeps the descriptors whole.
import type { Plugin } from 'vite';
import { SERVER_ONLY_BLOCK_FIELDS } from '../../blocks/block-descriptor.ts';
import { BLOCK_DESCRIPTOR_FILE } from './block-files.ts';

const SERVER_ONLY = new Set<string>(SERVER_ONLY_BLOCK_FIELDS);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Property = Node & { key: Node & { name?: string } };

/** The defineBlock({...}) object of a descriptor file, found among its top-level statements. */
function descriptorObject(program: Node): Node & { properties: Property[] } {
  for (const statement of program.body as Node[]) {
    const declaration = (statement.declaration ?? statement) as Node;
    for (const declarator of (declaration.declarations as Node[] | undefined) ?? []) {
      const call = declarator.init as (Node & { callee: Node & { name?: string }; arguments: Node[] }) | null;
      if (call?.type === 'CallExpression' && call.callee.name === 'defineBlock' && call.arguments[0]?.type === 'ObjectExpression') {
        return call.arguments[0] as Node & { properties: Property[] };
      }
    }
  }
  throw new Error('no `defineBlock({...})` found');
}

/** The code with the descriptor object rewritten from its other properties, as written. */
export function withoutServerOnlyFields(code: string, program: Node): string {
  const object = descriptorObject(program);
  const kept = object.properties.filter((property) => !SERVER_ONLY.has(property.key.name ?? ''));
  const rewritten = `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
  return code.slice(0, object.start) + rewritten + code.slice(object.end);
}

export function serverOnlyBlockFieldsPlugin(): Plugin {
  return {
    name: 'server-only-block-fields',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!BLOCK_DESCRIPTOR_FILE.test(id)) return null;
      try {
        return { code: withoutServerOnlyFields(code, this.parse(code) as unknown as Node), map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
