// What the finder knows of the shop's stock (its server data, find-my-size-data.ts): sold-out sizes and sets, each
// set named 'king:36-40'. Kept apart from the server data's code, which must not reach the browser.

/** Sold-out sizes ('super-king') and sets ('king:36-40'), in every sheet version. */
export type FinderStock = { soldOutSizes: string[]; soldOutSets: string[] };

export const setKey = (size: string, band: string) => `${size}:${band}`;
