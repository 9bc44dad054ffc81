// Mounts the navigation menu only once it is first opened: its code and styles are a separate chunk,
// fetched when the visitor heads for the hamburger (preloadNavigationMenu) or at the latest on click.
import { lazy, Suspense } from 'react';
import { useMountedOnceOpened } from '../../blocks/shared/use-mounted-once-opened.ts';
import type { NavigationMenuProps } from './NavigationMenu.tsx';

const loadNavigationMenu = () => import('./NavigationMenu.tsx');
const NavigationMenu = lazy(loadNavigationMenu);

export const preloadNavigationMenu = () => void loadNavigationMenu();

export function NavigationMenuHost(props: NavigationMenuProps) {
  if (!useMountedOnceOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <NavigationMenu {...props} />
    </Suspense>
  );
}
