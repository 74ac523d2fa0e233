/*
 * The product's quoted words on its screens, kept word for word. Each entry: the exact text, the screen that shows
 * it, the state the screen is in when it does (the state that screen's spec-text test renders), and where it
 * appears. Every screen package has a `specTexts.test.tsx` that renders each of its states and fails when one of
 * its texts is no longer on the page. Only texts of a state the tests reach are listed.
 */
export type SpecScreen = 'overview' | 'alerts' | 'properties' | 'precedents';

export interface SpecText {
  text: string;
  screen: SpecScreen;
  /** The state of the screen the test renders (a key of that package's scenarios). */
  state: string;
  /** Where it appears, in our words. */
  where: string;
}

export const SPEC_TEXTS: SpecText[] = [
  // Overview (shell)
  { text: 'Properties', screen: 'overview', state: 'loaded', where: 'first KPI card title' },
  { text: 'Tracked Meetings', screen: 'overview', state: 'loaded', where: 'third KPI card title' },
  { text: 'Provincial Items', screen: 'overview', state: 'loaded', where: 'fourth KPI card title' },
  { text: 'All Alerts', screen: 'overview', state: 'loaded', where: "Alerts card's period picker, its default" },
  {
    text: 'All Future Meetings',
    screen: 'overview',
    state: 'loaded',
    where: "Tracked Meetings card's period picker, its default",
  },
  { text: 'All Items', screen: 'overview', state: 'loaded', where: "Provincial Items card's site picker, its default" },
  {
    text: 'Across 2 Municipalities',
    screen: 'overview',
    state: 'loaded',
    where: 'Properties card sublabel, two towns',
  },
  // Alerts
  { text: 'All Alerts', screen: 'alerts', state: 'listed', where: 'first severity tab' },
  { text: 'Urgent', screen: 'alerts', state: 'listed', where: 'severity tab' },
  { text: 'High Priority', screen: 'alerts', state: 'listed', where: 'severity tab' },
  { text: 'Normal', screen: 'alerts', state: 'listed', where: 'severity tab' },
  {
    text: 'No Active Property Subscriptions',
    screen: 'alerts',
    state: 'no subscription, no trial',
    where: 'banner over the list when no property is subscribed and the trial is over',
  },
  { text: 'View Properties', screen: 'alerts', state: 'no subscription, no trial', where: "that banner's button" },
  // Properties
  { text: 'Add Property', screen: 'properties', state: 'every state', where: 'button in the page header' },
  { text: 'Alerts', screen: 'properties', state: 'every state', where: 'button of an active card' },
  { text: 'Property Info', screen: 'properties', state: 'every state', where: 'button of every card' },
  { text: 'FREE', screen: 'properties', state: 'every state', where: 'price line of an inactive card' },
  { text: 'or $50/Month', screen: 'properties', state: 'every state', where: 'beside FREE on an inactive card' },
  { text: 'Subscribe', screen: 'properties', state: 'every state', where: 'button of an inactive card' },
  {
    text: 'Payment Failed',
    screen: 'properties',
    state: 'every state',
    where: 'warning on a card whose payment is past due',
  },
  {
    text: 'Cancelling',
    screen: 'properties',
    state: 'every state',
    where: "status tag of a subscribed card set to end at the period's end",
  },
  { text: 'No Properties Yet', screen: 'properties', state: 'empty', where: 'empty state without properties' },
  // Precedents
  { text: 'Precedents Case Distribution', screen: 'precedents', state: 'loaded', where: 'page title' },
  {
    text: 'Real-time analysis of OLT cases by Act and Section',
    screen: 'precedents',
    state: 'loaded',
    where: 'subtitle under the title (an "Updated …" note may follow it)',
  },
];

/** The entries of one screen, grouped by the state that shows them. */
export function specTextsOf(screen: SpecScreen): Map<string, string[]> {
  const byState = new Map<string, string[]>();
  for (const entry of SPEC_TEXTS.filter((e) => e.screen === screen)) {
    byState.set(entry.state, [...(byState.get(entry.state) ?? []), entry.text]);
  }
  return byState;
}

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The texts of `expected` the page does not show: a text is shown when an element reads exactly it (its text
 * content, spaces normalized) or one text node contains it ("… · Updated" after a subtitle).
 */
export function missingTexts(expected: readonly string[], root: HTMLElement = document.body): string[] {
  const exact = new Set<string>();
  for (const element of Array.from(root.querySelectorAll('*'))) exact.add(normalize(element.textContent));
  const nodes: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(normalize(node.textContent));
  return expected.filter((text) => !exact.has(text) && !nodes.some((node) => node.includes(text)));
}
