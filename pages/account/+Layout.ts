// The account page is part of the site: its header, menu and footer.
export { SiteLayout as default } from '../../renderer/SiteLayout.tsx';
