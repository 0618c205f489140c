import type { View } from 'vega';

declare global {
  interface Window {
    /** Set by the browser tests (before the app loads) to reach each chart's Vega view from its DOM node. */
    __WATERLINE_TEST_HOOKS__?: boolean;
  }
}

/** The property of a chart's element that holds its Vega view while tests ask for it. */
export const VIEW_PROPERTY = '__waterlineView';

type ElementWithView = HTMLElement & { [VIEW_PROPERTY]?: View | null };

/** Puts the view on the element so a browser test can read what is drawn; does nothing unless tests asked for it. */
export function exposeViewForTests(element: HTMLElement, view: View | null): void {
  if (typeof window === 'undefined' || window.__WATERLINE_TEST_HOOKS__ !== true) return;
  (element as ElementWithView)[VIEW_PROPERTY] = view;
}

/** The property of a deck.gl chart's element that holds its Deck while tests ask for it (its layers carry what is drawn). */
export const DECK_PROPERTY = '__waterlineDeck';

/** Puts a deck.gl Deck on the element for the browser tests; does nothing unless tests asked for it. */
export function exposeDeckForTests(element: HTMLElement, deck: object | null): void {
  if (typeof window === 'undefined' || window.__WATERLINE_TEST_HOOKS__ !== true) return;
  (element as HTMLElement & { [DECK_PROPERTY]?: object | null })[DECK_PROPERTY] = deck;
}

/** Dispatched (bubbling) by a chart's element each time it finished drawing new data; `detail.renders` counts the draws. */
export const CHART_DRAWN_EVENT = 'waterline:chart-drawn';
