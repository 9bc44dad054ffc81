// The purchase flow is a screen of its own: header, menu and footer are hidden there (spec §2 Routes, /buy).
export const BUY_PATH = '/buy';

export function isBuyFlowPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === BUY_PATH;
}
