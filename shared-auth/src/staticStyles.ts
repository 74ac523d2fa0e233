import type { ThemeConfig } from 'antd';
import { parcelwatchTheme } from './theme';

/** Marks the shell page's link to antd's stylesheet made at build time (build/antd-static-css.cjs). */
export const STATIC_ANTD_CSS_ATTRIBUTE = 'data-antd-static';

/**
 * The theme to render with on this page. When the page links antd's build-time stylesheet (the shell's built page),
 * antd generates no CSS at run time (`zeroRuntime`) and uses the stylesheet's unhashed class names; elsewhere (a
 * remote's standalone development page, tests) antd styles itself as usual. Every parcel receives the shell's.
 */
export function pageTheme(doc: Document | undefined = globalThis.document): ThemeConfig {
  const linked = doc?.querySelector(`link[${STATIC_ANTD_CSS_ATTRIBUTE}]`);
  return linked ? { ...parcelwatchTheme, hashed: false, zeroRuntime: true } : parcelwatchTheme;
}

let current: ThemeConfig | undefined;
/**
 * This page's theme, looked up once: one object for every render, and antd reads `zeroRuntime` at a component's
 * first render only. The shell renders with it and hands it to every parcel.
 */
export function appTheme(): ThemeConfig {
  current ??= pageTheme();
  return current;
}
