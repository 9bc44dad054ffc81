// What an editor is told about a block the site skipped (content/validate-blocks.ts), in the words the CMS shows
// them: the block's name and the field's label come from openapi/cms.yaml (generated/cms-field-labels.ts), and
// the note says what to do ("The heading is empty: add one."), never a field name or a validator's phrase.
// Draft preview shows it in place of the block; /api/content-health lists it.
import { BLOCK_WORDS, type FieldKind } from '../generated/cms-field-labels.ts';
import type { BlockSkip } from './validate-blocks.ts';

export type BlockHealthNote = {
  page: string;
  /** The block's place in the CMS dynamic zone (from 0). */
  position: number;
  /** Where the note stands among the rendered blocks. */
  renderedIndex: number;
  /** The block's name as the CMS shows it ('Page intro'); null when the entry names none. */
  blockKind: string | null;
  componentName: string | null;
  field: string | null;
  reason: BlockSkip['reason'];
  /** Two short sentences for the editor: the block is hidden, and what to do about it. */
  message: string;
};

/** 'PageIntro' → 'Page intro': the CMS's name for a block, or the code in words for a kind the site does not know. */
export function blockKindLabel(componentName: string): string {
  const known = BLOCK_WORDS[componentName];
  if (known) return known.label;
  const words = componentName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const lower = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** 'tiles[0].heading' → 'the heading in item 1 of tiles', with its kind; unknown fields are named as they are. */
function describeField(componentName: string | null, field: string): { name: string; kind: FieldKind | null } {
  const fields = (componentName && BLOCK_WORDS[componentName]?.fields) || {};
  const steps = field.replace(/\.data$/, '').split('.');
  const pathSoFar: string[] = [];
  const parts: string[] = [];
  let kind: FieldKind | null = null;
  for (const step of steps) {
    const [, name = step, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(step) ?? [];
    pathSoFar.push(name);
    const words = fields[pathSoFar.join('.')];
    kind = words?.kind ?? null;
    const label = lower(words?.label ?? name);
    parts.unshift(index === undefined ? label : `item ${Number(index) + 1} of ${label}`);
  }
  // 'The benefits list is empty' reads better than 'The benefits is empty'.
  if (kind === 'list') parts[0] = `${parts[0]} list`;
  return { name: `the ${parts.join(' in ')}`, kind };
}

const EMPTY_FIX: Record<FieldKind, string> = {
  text: 'is empty: add one',
  list: 'is empty: add at least one',
  part: 'is missing: add it',
  picture: 'is missing: choose one',
  choice: 'is not chosen: choose one',
  switch: 'is not set: switch it on or off',
  number: 'is empty: add a number',
  date: 'is empty: pick a date',
  link: 'is missing: choose one',
};

const EXPECTED: Partial<Record<string, string>> = {
  string: 'words',
  array: 'a list',
  object: 'filled in',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'on or off',
};

/** The validator's message ('must be string', "must have required property 'x'") as what the editor should do. */
function fieldFix(kind: FieldKind | null, message: string): string {
  if (message.startsWith('must have required property')) return EMPTY_FIX[kind ?? 'text'];
  const type = /^must be (string|array|object|integer|number|boolean)$/.exec(message)?.[1];
  // Strapi sends an empty text, list or choice as null: for a field of that kind the wrong type means "empty".
  if (type && kind && ((type === 'string' && (kind === 'text' || kind === 'choice')) || (type === 'array' && kind === 'list'))) return EMPTY_FIX[kind];
  if (type) return `should be ${EXPECTED[type]}: check it in the CMS`;
  if (message === 'must be equal to one of the allowed values') return 'is not one of the choices: choose one from the list';
  const bound = /^must be (<=|>=|<|>) (.+)$/.exec(message);
  if (bound) return `should be ${{ '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' }[bound[1]!]} ${bound[2]}`;
  if (message.startsWith('must match pattern')) return 'is not written as expected: see the hint under it in the CMS';
  return 'is not filled in as the site expects: check it in the CMS';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function whatToFix(skip: BlockSkip): string {
  switch (skip.reason) {
    case 'invalid field': {
      if (!skip.field || skip.field === '(block)') return 'It is not filled in as the site expects: remove it and add it again.';
      const { name, kind } = describeField(skip.componentName, skip.field);
      return `${capitalised(name)} ${fieldFix(kind, skip.message ?? '')}.`;
    }
    case 'unknown componentName':
      return skip.componentName === null
        ? 'It does not say what kind of block it is: remove it and add it again.'
        : `The site has no ‘${skip.componentName}’ block: remove it, or use one of the blocks the CMS offers.`;
    case 'not an object':
      return 'It is empty: remove it and add the block again.';
  }
}

export function blockHealthNote(skip: BlockSkip): BlockHealthNote {
  const blockKind = skip.componentName === null ? null : blockKindLabel(skip.componentName);
  const subject = blockKind === null ? 'This block' : `This ‘${blockKind}’ block`;
  return {
    page: skip.page,
    position: skip.position,
    renderedIndex: skip.renderedIndex,
    blockKind,
    componentName: skip.componentName,
    field: skip.field ?? null,
    reason: skip.reason,
    message: `${subject} is hidden from visitors. ${whatToFix(skip)}`,
  };
}
