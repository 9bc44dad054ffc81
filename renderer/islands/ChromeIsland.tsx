// Places a chrome island (chrome-islands.ts) in the layout: the component it renders on the server, and the
// rule its name gives it in the browser.
import type { ComponentType } from 'react';
import { Island } from '../../blocks/islands/Island.tsx';
import { CHROME_ISLANDS, type ChromeIslandName } from './chrome-islands.ts';

const NO_PROPS = {};

export function ChromeIsland({ name, component }: { name: ChromeIslandName; component: ComponentType }) {
  return <Island name={name} when={CHROME_ISLANDS[name].when} component={component} props={NO_PROPS} />;
}
