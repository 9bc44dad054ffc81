// A part of a content page that responds in the browser: on the server it is rendered as a React root of its own
// (inside IslandFrame), wrapped in an element that says what it is, when it hydrates and with which props, so the
// browser can hydrate just it (renderer/islands/). Everything outside islands is markup and ships no JavaScript.
// Where no layout asks for islands (/buy, a full React application), it renders its component in place.
import { type ComponentType, createContext, useContext, useId } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { useStoreAccess } from '../../models/store-context.tsx';
import { IslandFrame } from './IslandFrame.tsx';
import {
  type HydrateWhen,
  ISLAND_CLASS,
  ISLAND_FOLLOWS_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  type VisitMemory,
} from './island-markup.ts';

/** Provided by the layouts whose pages hydrate islands instead of the whole page (renderer/SiteLayout.tsx). */
export const IslandsContext = createContext(false);

type IslandProps<Props extends object> = {
  name: string;
  when: HydrateWhen;
  /** It hydrates at once when the visit holds this (BlockDescriptor.follows). */
  follows?: VisitMemory;
  component: ComponentType<Props>;
  /** Serialised into the page: plain data only. */
  props: Props;
};

/** useId's value as an id prefix: unique in the page and the same in the browser, which reads it from the markup. */
const idPrefixOf = (id: string) => `${id.replace(/[^A-Za-z0-9]/g, '')}-`;

export function Island<Props extends object>({ name, when, follows, component: Component, props }: IslandProps<Props>) {
  const islands = useContext(IslandsContext);
  const pageContext = usePageContext() as PageContextServer;
  const id = idPrefixOf(useId());
  if (!islands || !pageContext.renderIsland) return <Component {...props} />;
  return (
    <IslandRoot
      name={name}
      when={when}
      follows={follows}
      component={Component}
      props={props}
      id={id}
      pageContext={pageContext}
      render={pageContext.renderIsland}
    />
  );
}

/** The island rendered as a root of its own, with the store access of the page's render. */
function IslandRoot<Props extends object>({
  name,
  when,
  follows,
  component: Component,
  props,
  id,
  pageContext,
  render,
}: IslandProps<Props> & { id: string; pageContext: PageContextServer; render: NonNullable<PageContextServer['renderIsland']> }) {
  // Only here: a component rendered in place (/buy, a block's unit test) may have no store provider around it.
  const store = useStoreAccess();
  const html = render(
    <IslandFrame pageContext={pageContext} store={store}>
      <Component {...props} />
    </IslandFrame>,
    id,
  );
  const attributes = {
    [ISLAND_NAME_ATTRIBUTE]: name,
    [ISLAND_WHEN_ATTRIBUTE]: when,
    [ISLAND_FOLLOWS_ATTRIBUTE]: follows,
    [ISLAND_ID_ATTRIBUTE]: id,
    [ISLAND_PROPS_ATTRIBUTE]: Object.keys(props).length > 0 ? JSON.stringify(props) : undefined,
  };
  return <div className={ISLAND_CLASS} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
