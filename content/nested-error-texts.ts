// The nested fallback (spec §2 Error screens, §8): what shows when the error page itself cannot be shown,
// on the server (server/rendering/nested-error-page.ts) and in the browser (ErrorPageBoundary).
export const NESTED_ERROR_MESSAGE = 'An error occurred while showing the error page';
export const NESTED_ERROR_LINK_TEXT = 'Go back to home';
