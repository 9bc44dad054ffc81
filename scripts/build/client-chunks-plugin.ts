// Vite plugin for the client build: few files per page. Left to itself the bundler cuts React, Vike and
// mobx-state-tree into pieces shared with the site's own modules, and the code every page starts with into a
// file per combination of pages, so a page asked for 25 to 40 scripts, each with its own request and overhead.
// Here the libraries travel as one file each (the stores' libraries and Swiper only when first needed), and the
// site's own code that a content page hydrates with (layout, block registry, forms, Vike's route) is one file,
// the shell: /buy needs nearly all of it too. What only /buy, the error page or an interactive block needs stays
// in their own files.
import type { Plugin } from 'vite';

/** React for the browser; its server renderer (the error page's fallback) stays out. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/](?!.*server)|^rolldown:runtime$/;
/** Vike's runtime, with its list of pages and Vite's preload helper, which every page starts with. */
const VIKE = /node_modules[\\/](vike|vike-react|@brillout)[\\/]|^\0virtual:vike:global-entry:client:|^\0vite\/preload-helper/;
const STORES = /node_modules[\\/](mobx|mobx-state-tree|mobx-react-lite)[\\/]/;
const SWIPER = /node_modules[\\/]swiper[\\/]/;
/** Helpers several interactive blocks share (headings, buttons, cards, content links): one file, not one each. */
const BLOCK_KIT_FOLDERS = ['blocks/shared/', 'content/'];
/** Where the browser starts a content page: Vike's global entry (routes) and the content page's entry. */
const CONTENT_PAGE_STARTS = [/^\0virtual:vike:global-entry:client:/, /^\0virtual:vike:page-entry:client:\/pages\/content$/];
const isSiteModule = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
/** A page's own files stay in its entry file. */
const isPageFile = (id: string) => /[\\/]pages[\\/]/.test(id);

export function clientChunksPlugin(): Plugin {
  /** The site modules a content page imports statically, found once the module graph is complete. */
  const shell = new Set<string>();
  /** Modules only ever imported on demand (Swiper's setup): they keep a file of their own. */
  const onDemandOnly = new Set<string>();
  let root = '';
  const inBlockKit = (id: string) => isSiteModule(id) && !onDemandOnly.has(id) && BLOCK_KIT_FOLDERS.some((folder) => id.replaceAll('\\', '/').startsWith(`${root}/${folder}`));
  return {
    name: 'client-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/');
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      shell.clear();
      const visit = (id: string, seen: Set<string>) => {
        if (seen.has(id)) return;
        seen.add(id);
        if (isSiteModule(id) && !isPageFile(id)) shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported, seen);
      };
      onDemandOnly.clear();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info && info.importers.length === 0 && info.dynamicImporters.length > 0) onDemandOnly.add(id);
      }
      const seen = new Set<string>();
      for (const id of this.getModuleIds()) if (CONTENT_PAGE_STARTS.some((start) => start.test(id))) visit(id, seen);
    },
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: REACT, priority: 5 },
                  // Vike's runtime imports the site's page files; those stay in their own chunks.
                  { name: 'vike', test: VIKE, priority: 4, includeDependenciesRecursively: false },
                  { name: 'stores', test: STORES, priority: 3 },
                  { name: 'swiper', test: SWIPER, priority: 2 },
                  { name: 'shell', test: (id) => shell.has(id), priority: 1 },
                  { name: 'block-kit', test: inBlockKit, priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
