// The sheet versions the shop sells, in a file of their own: the script every content page starts with reads them
// (product_viewed), and importing constants.ts there would bring every word and timer of the spec into that first
// script, since a module goes whole into one chunk. constants.ts re-exports them for everyone else.

export const SHEET_VERSIONS = ['premium', 'classic'] as const;
export type SheetVersion = (typeof SHEET_VERSIONS)[number];
/** Whether a value read from outside (an address, the page's markup) names a sheet version the shop sells. */
export const isSheetVersion = (value: string | null | undefined): value is SheetVersion => (SHEET_VERSIONS as readonly unknown[]).includes(value);
