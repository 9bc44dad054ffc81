// The only script a content page runs at load (its +client entry; Vike's client runtime is not loaded there): it
// finds the page's islands (blocks/islands/Island.tsx) and, each by its own rule, fetches React and the island's
// code and hydrates it. Until then the page is its server markup: links, <details>, forms posting without
// JavaScript. A click on an island's button before it has hydrated is held and replayed once it has, so the
// first tap is never lost (one made before this script arrived is held by the page's inline script, early-taps.ts,
// and handed over here); what is typed meanwhile, up to the moment hydration ends, is recorded and handed to
// the hydrated island, so no character is lost either.
import {
  type HydrateWhen,
  ISLAND_FOLLOWS_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  type VisitMemory,
} from '../../blocks/islands/island-markup.ts';
import { REPLAYED_CONTROLS } from './early-taps.ts';

type HydrateIsland = (island: HTMLElement) => Promise<void>;

/** How far ahead of the viewport a `when-visible` island starts, so it has hydrated by the time it is seen. */
const VISIBLE_MARGIN = '300px';
/** Signs that the shopper is about to use an island: its code is fetched at the first of them. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** The keys a tab answers (blocks/shared/Tablist.tsx): pressed before its island hydrated, they are replayed too. */
const REPLAYED_TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** The fields whose edits before hydration are handed to the island's code once it has hydrated. */
const TEXT_FIELDS = 'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"], [type="button"]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.matches(TEXT_FIELDS);

const isChoice = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');

/** What the shopper typed into the island's text fields before the loader watched them (the browser's autofill too). */
function typedValues(island: HTMLElement): Map<TextField, string> {
  const fields = island.querySelectorAll<TextField>(TEXT_FIELDS);
  return new Map([...fields].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]));
}

/**
 * Tells the hydrated island what the shopper did to its text fields meanwhile: its state holds the server's value
 * (and hydration may have put it back in the field), so the typed value is set again and announced as an input (the
 * form's state follows it); a radio button or checkbox the shopper changed, which hydration set back, is clicked
 * again; a field left meanwhile gets its blur again (the form validates it).
 */
function replayFieldEdits(typed: ReadonlyMap<TextField, string>, chosen: ReadonlyMap<HTMLInputElement, boolean>, left: ReadonlySet<Element>) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // Hydration may leave the typed text in the field while the state holds the server's value: the input is sent
    // even then. React's record of the value is first set to another one (through the field's own setter), so
    // it reads the typed value as a change.
    field.value = value === '' ? ' ' : '';
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [choice, checked] of chosen) if (choice.isConnected && choice.checked !== checked) choice.click();
  for (const field of left) {
    if (field.isConnected && field !== document.activeElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}

const whenIdle = (callback: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1500));

export type IslandLoader = { hydrate: (island: HTMLElement) => Promise<void> };

/**
 * Starts the page's islands; `runtime` loads the code that hydrates them (React and the island's component);
 * `visitHolds` says whether the visit remembers what an island follows (asked only for the islands that follow one);
 * `earlyTaps` are the controls tapped before this ran (early-taps.ts), replayed like the taps held here.
 */
export function startIslands(
  root: Document,
  runtime: () => Promise<HydrateIsland>,
  visitHolds: (memory: VisitMemory) => boolean,
  earlyTaps: readonly HTMLElement[] = [],
): IslandLoader {
  const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)];
  const ruleOf = (island: HTMLElement) => island.getAttribute(ISLAND_WHEN_ATTRIBUTE) as HydrateWhen | null;
  const started = new Map<HTMLElement, Promise<void>>();
  let reactArrived = false;
  /** The fields of each island the shopper left before it hydrated. */
  const leftFields = new Map<HTMLElement, Set<Element>>();
  /**
   * The last value typed into each field of an island that has not hydrated: recorded from every input until its
   * hydration has ended, since hydration may put back the value its state holds at any point until then.
   */
  const typedFields = new Map<HTMLElement, Map<TextField, string>>();
  const typedIn = (island: HTMLElement) => {
    let typed = typedFields.get(island);
    if (!typed) typedFields.set(island, (typed = new Map()));
    return typed;
  };
  /** Likewise the radio buttons and checkboxes changed, with the state the shopper left them in. */
  const chosenFields = new Map<HTMLElement, Map<HTMLInputElement, boolean>>();
  const chosenIn = (island: HTMLElement) => {
    let chosen = chosenFields.get(island);
    if (!chosen) chosenFields.set(island, (chosen = new Map()));
    return chosen;
  };

  const hydrate = (island: HTMLElement): Promise<void> => {
    let done = started.get(island);
    if (!done) {
      done = runtime().then((hydrateIsland) => {
        // React is here: the islands that come with it hydrate too, once.
        if (!reactArrived) {
          reactArrived = true;
          for (const other of islands) if (ruleOf(other) === 'with-react') void hydrate(other);
        }
        // Edits made before the loader listened (or without an input event) first; those it heard override them.
        const typed = typedIn(island);
        for (const [field, value] of typedValues(island)) if (!typed.has(field)) typed.set(field, value);
        return hydrateIsland(island).then(() => replayFieldEdits(typed, chosenIn(island), leftFields.get(island) ?? new Set()));
      });
      started.set(island, done);
      void done.then(() => {
        island.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
        leftFields.delete(island);
        typedFields.delete(island);
        chosenFields.delete(island);
      });
    }
    return done;
  };

  /** Clicks `control` again once its island has hydrated. */
  const replayWhenHydrated = (island: HTMLElement, control: HTMLElement) =>
    // Should the code fail to arrive, the rejection reaches the chunk-load recovery, which reloads the page.
    void hydrate(island).then(() => control.isConnected && control.click());

  /** The island around an event's target that has not hydrated yet. */
  const waitingIsland = (target: EventTarget | null): HTMLElement | null => {
    const island = target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`) : null;
    return island && !island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) ? island : null;
  };

  for (const type of INTENT_EVENTS) {
    root.addEventListener(
      type,
      (event) => {
        const island = waitingIsland(event.target);
        if (island) void hydrate(island);
      },
      { capture: true, passive: true },
    );
  }

  root.addEventListener(
    'input',
    (event) => {
      const island = waitingIsland(event.target);
      if (island && isTextField(event.target)) typedIn(island).set(event.target, event.target.value);
    },
    { capture: true, passive: true },
  );

  root.addEventListener(
    'change',
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || !isChoice(event.target)) return;
      // A radio button checked is recorded (the one it unchecked needs nothing); a checkbox either way. The last
      // change comes last, so the replay ends where the shopper did.
      if (event.target.type !== 'checkbox' && !event.target.checked) return;
      const chosen = chosenIn(island);
      chosen.delete(event.target);
      chosen.set(event.target, event.target.checked);
    },
    { capture: true, passive: true },
  );

  root.addEventListener(
    'focusout',
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || !(event.target as Element).matches(TEXT_FIELDS)) return;
      const left = leftFields.get(island) ?? new Set<Element>();
      left.add(event.target as Element);
      leftFields.set(island, left);
    },
    { capture: true, passive: true },
  );

  root.addEventListener(
    'keydown',
    (event) => {
      const island = waitingIsland(event.target);
      const tab = island && (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (!tab || !REPLAYED_TAB_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      // The page must not scroll meanwhile; the key is pressed again on the tab once it answers.
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, shiftKey } = event;
      void hydrate(island).then(() => {
        if (tab.isConnected) tab.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
      });
    },
    { capture: true },
  );

  root.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event.target);
      const control = island && (event.target as Element).closest<HTMLElement>(REPLAYED_CONTROLS);
      if (!island || !control || !island.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      replayWhenHydrated(island, control);
    },
    { capture: true },
  );
  for (const control of earlyTaps) {
    const island = waitingIsland(control);
    if (island) replayWhenHydrated(island, control);
  }

  const visibility =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const island = entry.target.closest<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`);
              if (!island) continue;
              for (const box of island.children) observer.unobserve(box);
              void hydrate(island);
            }
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : null;

  for (const island of islands) {
    const rule = ruleOf(island);
    if (rule === 'at-once') void hydrate(island);
    else if (rule === 'on-idle') whenIdle(() => void hydrate(island));
    else if (rule === 'when-visible') {
      // The wrapper is `display: contents` and has no box to intersect: its children are watched instead.
      if (visibility && island.children.length > 0) for (const box of island.children) visibility.observe(box);
      else void hydrate(island);
    }
  }
  const asked = new Map<VisitMemory, boolean>();
  for (const island of islands) {
    const memory = island.getAttribute(ISLAND_FOLLOWS_ATTRIBUTE) as VisitMemory | null;
    if (memory === null) continue;
    if (!asked.has(memory)) asked.set(memory, visitHolds(memory));
    if (asked.get(memory)) void hydrate(island);
  }
  return { hydrate };
}
