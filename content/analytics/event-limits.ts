// Where the browser sends analytics events and how much one batch may hold, apart from the schema so that a page's
// sender carries these lines and not the schema's rules (the server checks with event-batch.ts).
export const EVENTS_PATH = '/api/events';
export const MAX_BATCH_EVENTS = 50;
export const MAX_BATCH_BYTES = 16 * 1024;
