/** The menu panel's id, for the hamburger's aria-controls. */
export const NAVIGATION_MENU_ID = 'site-navigation';

/** Under 576 px the menu's categories are accordions (spec §2 "Navigation menu", §9 breakpoints). */
export const MENU_ACCORDION_QUERY = '(max-width: 575.98px)';
