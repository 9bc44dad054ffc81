// What a visitor sees of a rendered page, reduced to what must not depend on which CMS served it: the status,
// the h1, the blocks in order (the class of each top-level element of <main>), the visible text and the images'
// alt texts. Media URLs and entry ids differ between CMSs and are left out.
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export type RenderedPage = { status: number; h1: string | null; blocks: string[]; text: string; images: string };

export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : '';
}

const textOf = (html: string) =>
  html.replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** The class (or tag) of each element directly inside <main>. */
function topLevelBlocks(main: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  for (const match of main.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, tag, attributes, selfClosing] = match;
    const name = tag!.toLowerCase();
    if (closing) {
      depth -= 1;
      continue;
    }
    if (depth === 1) blocks.push(/class="([^"]*)"/.exec(attributes!)?.[1]?.split(' ')[0] ?? name);
    if (!selfClosing && !VOID_ELEMENTS.has(name)) depth += 1;
  }
  return blocks;
}

export async function renderedPage(baseUrl: string, path: string): Promise<RenderedPage> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  const main = mainOf(await response.text());
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  return {
    status: response.status,
    h1: h1 === undefined ? null : textOf(h1),
    blocks: topLevelBlocks(main),
    text: textOf(main),
    images: [...main.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]).join(' | '),
  };
}
