/**
 * Test helper (never imported by app code): antd's CSS-in-JS styles trimmed to the declarations that decide whether
 * an element is shown or can be clicked.
 *
 * jsdom's getComputedStyle matches the element against every rule of every style sheet, and Testing Library calls it
 * for the element and each of its ancestors on every `getByRole` and every user-event click. With antd's full sheets
 * that was about 200 ms a call and over two thirds of a form test's time. Queries and clicks only read `display`,
 * `visibility`, `opacity` and `pointer-events` (hidden tab panes, closed dropdowns, disabled buttons), so the rest is
 * dropped before the sheets are written: a rule left with no declaration is not written at all.
 */
import type { CSSObject, Transformer } from '@ant-design/cssinjs';

const KEPT = new Set(['display', 'visibility', 'opacity', 'pointerEvents']);

function isNestedRule(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const visibilityOnly: Transformer = {
  visit(style: CSSObject): CSSObject {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(style)) {
      if (KEPT.has(key) || isNestedRule(value)) kept[key] = value;
    }
    return kept as CSSObject;
  },
};
