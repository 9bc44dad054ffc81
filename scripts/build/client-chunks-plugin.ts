// Vite plugin for the client build: few files per page. Left to itself the bundler cuts React and mobx-state-tree
// into pieces shared with the site's own modules, and the code every page starts with into a file per combination
// of pages, so a page asked for 25 to 40 scripts, each with its own request and overhead. Here the libraries travel
// as one file each (the stores' libraries and Swiper only when first needed). A content page starts with its island
// loader alone (renderer/islands/island-loader.ts), which no group may take in: in a file with React it would
// download React at load. /buy starts with its own entry (pages/buy/+client.ts, no Vike runtime); what both start
// with (chunk-load recovery, link prefetching) is one small file, the page start, so neither downloads the other's
// start code (and never runs it: a module's top-level code runs wherever its file is imported). The island runtime
// (what hydrates islands: the shared store, the registry) is one file; what it shares with /buy (the frame, the
// islands' markup, the store access) is another, the shell. The helpers the blocks share are one more, the block
// kit, and the rest of what /buy starts with (its stores, sizes, dialogs) one more, the buy kit. A page's own files
// stay in its entry, one block's in its own file, and whatever is imported on demand stays apart.
import type { Plugin } from 'vite';
import { BLOCK_COMPONENT_FILE } from './block-files.ts';

/** React for the browser; its server renderer (the error page's fallback) stays out. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/](?!.*server)|^rolldown:runtime$/;
/** Vike's runtime, with its list of pages and Vite's preload helper, which every page starts with. */
const VIKE = /node_modules[\\/](vike|vike-react|@brillout)[\\/]|^\0virtual:vike:global-entry:client:|^\0vite\/preload-helper/;
/** vike-react's hooks (usePageContext, useHydrated): islands read them without Vike's runtime, so they stay out of its file. */
const VIKE_REACT_HOOKS = /node_modules[\\/]vike-react[\\/]dist[\\/](hooks|utils)[\\/]/;
/** The hooks islands and /buy read (and the helper they keep their context in): small files that travel with React. */
const VIKE_REACT_PAGE_CONTEXT = /node_modules[\\/]vike-react[\\/]dist[\\/](hooks[\\/](usePageContext|useData|useHydrated)|utils[\\/]getGlobalObject)\.js$/;
const STORES = /node_modules[\\/](mobx|mobx-state-tree|mobx-react-lite)[\\/]/;
const SWIPER = /node_modules[\\/]swiper[\\/]/;
/** Helpers the blocks share (headings, buttons, cards, content links): one file, not one each. */
const BLOCK_KIT_FOLDERS = ['blocks/shared/', 'content/'];
/** Where /buy starts: its +client entry (the chunk-load recovery) and the flow it then imports, hydrated without Vike's client runtime. */
const BUY_PAGE_START = /[\\/]pages[\\/]buy[\\/](\+client\.ts|hydrate-buy-page\.tsx)$/;
/** Where an HTML-only page (content, error, account) starts: its +client entry, the island loader. */
const ISLAND_LOADER_START = /[\\/]pages[\\/](content|_error|account)[\\/]\+client\.ts$/;
/** What the loader imports when an island first hydrates. */
const ISLAND_RUNTIME_START = /[\\/]renderer[\\/]islands[\\/]hydrate-island\.tsx$/;
const isSiteModule = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
/** A page's own files stay in its entry file. */
const isPageFile = (id: string) => /[\\/]pages[\\/]/.test(id);

type ModuleGraph = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/** Every module imported statically, directly or not, from the modules `starts` picks. */
function staticClosure(graph: ModuleGraph, starts: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of graph.getModuleIds()) if (starts(id)) visit(id);
  return seen;
}

export function clientChunksPlugin(): Plugin {
  /** What the island loader imports statically, and what of it /buy starts with too (the page start). */
  let loader = new Set<string>();
  let pageStart = new Set<string>();
  /** The site modules the island runtime imports statically. */
  let islandRuntime = new Set<string>();
  /** The site modules /buy starts with that the island runtime or the blocks import too; and the helpers the blocks share. */
  let shell = new Set<string>();
  let blockKit = new Set<string>();
  /** The rest of what /buy imports statically and no block does: its stores, sizes and dialogs (the cart's too). */
  let buyKit = new Set<string>();
  let blockBuyShared = new Set<string>();
  let root = '';
  const inBlockKitFolder = (id: string) => BLOCK_KIT_FOLDERS.some((folder) => id.replaceAll('\\', '/').startsWith(`${root}/${folder}`));
  return {
    name: 'client-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/');
    },
    // Once the module graph is complete, before the chunks are cut.
    buildEnd() {
      if (this.environment.name !== 'client') return;
      loader = staticClosure(this, (id) => ISLAND_LOADER_START.test(id));
      const buyPage = staticClosure(this, (id) => BUY_PAGE_START.test(id));
      pageStart = new Set([...loader].filter((id) => buyPage.has(id)));
      const runtime = staticClosure(this, (id) => ISLAND_RUNTIME_START.test(id));
      islandRuntime = new Set([...runtime].filter((id) => isSiteModule(id) && !loader.has(id) && !buyPage.has(id)));
      const blocks = staticClosure(this, (id) => BLOCK_COMPONENT_FILE.test(id));
      // The few block helpers /buy uses too (intent, click interception) join the shell, so /buy needs no block kit.
      const sharedWithBuy = (id: string) => blocks.has(id) && buyPage.has(id) && inBlockKitFolder(id);
      shell = new Set([...buyPage].filter((id) => isSiteModule(id) && !isPageFile(id) && !loader.has(id) && (runtime.has(id) || sharedWithBuy(id))));
      blockKit = new Set([...blocks].filter((id) => isSiteModule(id) && !shell.has(id) && !islandRuntime.has(id) && !loader.has(id) && inBlockKitFolder(id)));
      // What a block imports too stays out, or a page showing that block would download /buy's stores.
      buyKit = new Set(
        [...buyPage].filter((id) => isSiteModule(id) && !isPageFile(id) && !shell.has(id) && !blocks.has(id) && !islandRuntime.has(id) && !loader.has(id)),
      );
      // Shop rules a block and /buy both import (the size tiles' entries, the size finder's measurements) travel in a
      // file of their own: left loose, the buy kit takes them in with its dependencies, and a page showing the block
      // would download /buy's stores and their libraries for them.
      blockBuyShared = new Set(
        [...blocks].filter((id) => isSiteModule(id) && buyPage.has(id) && !shell.has(id) && !blockKit.has(id) && !islandRuntime.has(id) && !loader.has(id)),
      );
    },
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The loader in one small file, shared with the island runtime; what /buy starts with too in another.
                  // The +client entries stay out: what they run belongs to their pages, not to every importer of the file.
                  { name: 'page-start', test: (id) => pageStart.has(id), priority: 7 },
                  { name: 'island-loader', test: (id) => loader.has(id) && !ISLAND_LOADER_START.test(id), priority: 6 },
                  { name: 'react', test: (id) => REACT.test(id) || VIKE_REACT_PAGE_CONTEXT.test(id), priority: 5 },
                  // Vike's runtime imports the site's page files; those stay in their own chunks.
                  {
                    name: 'vike',
                    test: (id) => VIKE.test(id) && !VIKE_REACT_HOOKS.test(id) && !loader.has(id),
                    priority: 4,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'stores', test: STORES, priority: 3 },
                  { name: 'swiper', test: SWIPER, priority: 2 },
                  // The site's own groups take their modules only, never what those import: a group taking in a
                  // module of the island loader would make every content page download the group at load.
                  ...[
                    { name: 'island-runtime', test: (id: string) => islandRuntime.has(id), priority: 2 },
                    { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
                    { name: 'block-buy-shared', test: (id: string) => blockBuyShared.has(id), priority: 1 },
                    { name: 'block-kit', test: (id: string) => blockKit.has(id), priority: 0 },
                    { name: 'buy-kit', test: (id: string) => buyKit.has(id), priority: 0 },
                  ].map((group) => ({ ...group, includeDependenciesRecursively: false })),
                ],
              },
            },
          },
        },
      };
    },
  };
}
