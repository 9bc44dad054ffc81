// Mounts the navigation menu only once it is first opened: its code and styles are a separate chunk,
// fetched when the visitor heads for the hamburger (preloadNavigationMenu) or at the latest on click.
import { lazy } from 'react';
import { MountedOnceOpened } from '../../blocks/shared/MountedOnceOpened.tsx';
import type { NavigationMenuProps } from './NavigationMenu.tsx';

const loadNavigationMenu = () => import('./NavigationMenu.tsx');
const NavigationMenu = lazy(loadNavigationMenu);

export const preloadNavigationMenu = () => void loadNavigationMenu();

export function NavigationMenuHost(props: NavigationMenuProps) {
  return (
    <MountedOnceOpened open={props.open}>
      <NavigationMenu {...props} />
    </MountedOnceOpened>
  );
}
