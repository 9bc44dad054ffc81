export { SiteLayout as default } from '../../renderer/SiteLayout.tsx';
