// Vite plugin for the client build: fewer files per page. Left to itself the bundler cuts React, Vike and
// mobx-state-tree into pieces shared with the site's own modules, and the code every page starts with into a
// file per combination of pages, so a page asked for 25 to 40 scripts, each with its own request and overhead.
// Here the libraries travel as one file each (the stores' libraries and Swiper only when first needed), and the
// site's start-up code is grouped by the pages that use it, small groups merged into their neighbours.
// Grouping more (the blocks' helpers, bigger merges) pulled code into pages that do not use it: measured with
// `npm run bench:js-wire`, these groups were the best found.
import type { Plugin } from 'vite';

/** React for the browser; its server renderer (the error page's fallback) stays out. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/](?!.*server)/;
const VIKE = /node_modules[\\/](vike|vike-react|@brillout)[\\/]/;
const STORES = /node_modules[\\/](mobx|mobx-state-tree|mobx-react-lite)[\\/]/;
const SWIPER = /node_modules[\\/]swiper[\\/]/;

export function clientChunksPlugin(): Plugin {
  return {
    name: 'client-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: REACT, priority: 4 },
                  // Vike's runtime imports the site's page files; those stay in their own chunks.
                  { name: 'vike', test: VIKE, priority: 3, includeDependenciesRecursively: false },
                  { name: 'stores', test: STORES, priority: 2 },
                  { name: 'swiper', test: SWIPER, priority: 1 },
                  // The site's own start-up code, grouped by the kinds of page (content, /buy, error) that use it.
                  { name: 'site', tags: ['$initial'], test: (id) => !id.includes('node_modules'), entriesAware: true, entriesAwareMergeThreshold: 4_000, priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
