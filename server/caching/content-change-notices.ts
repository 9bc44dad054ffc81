// How a content change the CMS announced to one instance reaches the others. With one instance there is
// nothing to tell; with several sharing PostgreSQL, postgres-content-notices.ts passes it on with LISTEN/NOTIFY.

export type ContentChangeNotices = {
  /** Tells the other instances the CMS asked for a refresh. Never throws: a lost notice is logged. */
  announce(): void;
  /** Calls `onNotice` when another instance announces a refresh (or when one may have been missed). */
  listen(onNotice: () => void): void;
  close(): Promise<void>;
};
