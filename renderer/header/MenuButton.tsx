// The header's hamburger as an island: toggles the menu flag in the shared store, which the navigation menu's
// island (renderer/navigation/SiteNavigation.tsx) follows.
import { useStoreAccess } from '../../models/store-context.tsx';
import { NAVIGATION_MENU_ID } from '../navigation/navigation-ids.ts';
import { preloadNavigationMenu } from '../navigation/NavigationMenuHost.tsx';
import { useMenuOpen } from './chrome-ui.ts';
import { MenuToggle } from './MenuToggle.tsx';

export function MenuButton() {
  const { load } = useStoreAccess();
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const preload = () => {
    preloadNavigationMenu();
    void load();
  };
  return <MenuToggle open={menuOpen} controls={NAVIGATION_MENU_ID} onToggle={() => void setMenuOpen(!menuOpen)} onIntent={preload} />;
}
