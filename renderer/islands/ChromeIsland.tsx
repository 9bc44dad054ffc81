// Places a chrome island (chrome-islands.ts) in the layout: the component it renders on the server, the props it
// hydrates with (plain data), and the rule its name gives it in the browser.
import type { ComponentType } from 'react';
import { Island } from '../../blocks/islands/Island.tsx';
import { CHROME_ISLANDS, type ChromeIslandName } from './chrome-islands.ts';

const NO_PROPS = {};

type ChromeIslandProps<Props extends object> = { name: ChromeIslandName } & (
  { component: ComponentType; props?: never } | { component: ComponentType<Props>; props: Props }
);

export function ChromeIsland<Props extends object>({ name, component, props }: ChromeIslandProps<Props>) {
  return <Island name={name} when={CHROME_ISLANDS[name].when} component={component as ComponentType<object>} props={props ?? NO_PROPS} />;
}
