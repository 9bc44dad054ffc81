// How an island is written into the server's HTML, read by the browser's island loader
// (renderer/islands/island-loader.ts): the wrapper's attributes and when its code is fetched and hydrated.

/**
 * When an island hydrates. `on-interaction`: the shopper points at, touches, focuses or clicks it (a click on one
 * of its buttons is replayed once it has hydrated); `when-visible`: it nears the viewport (for what moves by
 * itself); `on-idle`: the browser is idle after the load; `at-once`: as soon as the page's script runs;
 * `with-react`: whenever React has come for another island (the hosts of modals and the progress bar, which draw
 * nothing until the shared store opens them).
 */
export const HYDRATE_WHEN = ['on-interaction', 'when-visible', 'on-idle', 'at-once', 'with-react'] as const;
export type HydrateWhen = (typeof HYDRATE_WHEN)[number];

/** The wrapper of every island: `display: contents`, so it takes no part in the layout. */
export const ISLAND_CLASS = 'island';
/** The island's name: a chrome island's (renderer/islands/chrome-islands.ts) or a block kind's. */
export const ISLAND_NAME_ATTRIBUTE = 'data-island';
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';
/**
 * What a visit may hold that a shared page was not rendered with (pages are cached for everyone): the V1.0 / V1.1
 * choice made on /buy when it is not the page's, or the measurements Find my size remembers for the visit or has saved
 * on the signed-in customer. An island showing one of them hydrates at once, whatever its rule, when the visit holds it.
 */
export const VISIT_MEMORIES = ['other-app-version', 'remembered-mattress'] as const;
export type VisitMemory = (typeof VISIT_MEMORIES)[number];
/** The visit memory the island shows (VisitMemory), absent when it shows none. */
export const ISLAND_FOLLOWS_ATTRIBUTE = 'data-island-follows';
/** The prefix of the ids React generates in the island (useId), the same on both sides and unique in the page. */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** The component's props as JSON (a block's data), absent when it takes none. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set by the loader once the island has hydrated. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** The id of the JSON script with what islands read from the page context (renderer/islands/IslandPageContext.tsx). */
export const ISLAND_PAGE_CONTEXT_ID = 'island-page-context';
