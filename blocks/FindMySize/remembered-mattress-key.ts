// Where the finder keeps the visit's measurements (remembered-mattress.ts), apart from the code that reads them:
// every content page's first script asks only whether the key is there (renderer/islands/visit-memory.ts).
export const REMEMBERED_MATTRESS_KEY = 'find-my-size';
