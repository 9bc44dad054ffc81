// The purchase flow is a screen of its own: no header, menu or footer (spec §2 Routes).
export { PageFrame as default } from '../../renderer/PageFrame.tsx';
