// The build step that makes antd's stylesheet for the shell's page (build/antd-static-css.cjs): what the sheet holds,
// and how it is linked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { antdStaticCss, withStylesheet, LINK_ATTRIBUTE } = require('./antd-static-css.cjs') as {
  antdStaticCss: (dir: string, themeSource?: string) => string;
  withStylesheet: (html: string, href: string) => string;
  LINK_ATTRIBUTE: string;
};

const SHELL = join(__dirname, '..', 'shell');

describe("antd's build-time stylesheet", () => {
  let css = '';
  beforeAll(() => {
    css = antdStaticCss(SHELL);
  });

  it("holds every component's rules, unhashed, under Parcelwatch's theme", () => {
    for (const rule of ['.ant-btn', '.ant-menu', '.ant-table', '.ant-modal', '.ant-select-dropdown', '.ant-message'])
      expect(css).toContain(`${rule}{`);
    // Unhashed: plain class selectors that match whatever hash-free class names the apps render.
    expect(css).not.toMatch(/:where\(\.css-[a-z0-9]+\)/);
    // The theme's own tokens (shared-auth/src/theme.ts), not antd's defaults.
    const theme = readFileSync(join(SHELL, '..', 'shared-auth', 'src', 'theme.ts'), 'utf8');
    const primary = /colorPrimary: '(#[0-9a-f]{6})'/.exec(theme)?.[1];
    expect(primary).toBeDefined();
    expect(css).toContain(`--ant-color-primary:${primary}`);
    expect(css).not.toContain('--ant-color-primary:#1677ff');
    expect(css).toContain('--ant-color-text-description:rgba(0, 0, 0, 0.62)');
  });

  it('is made from the theme source it is given (an edited theme gives another sheet)', () => {
    const theme = readFileSync(join(SHELL, '..', 'shared-auth', 'src', 'theme.ts'), 'utf8');
    const edited = theme.replace(/colorPrimary: '#[0-9a-f]{6}'/, "colorPrimary: '#00aa55'");
    expect(edited).not.toBe(theme);
    expect(antdStaticCss(SHELL, edited)).toContain('--ant-color-primary:#00aa55');
  });

  it("is linked before the page's own styles, so that they come after it", () => {
    const html = '<html><head><title>P</title><style>body{}</style></head><body></body></html>';
    expect(withStylesheet(html, '/antd.0123abcd.css')).toBe(
      `<html><head><title>P</title><link rel="stylesheet" href="/antd.0123abcd.css" ${LINK_ATTRIBUTE}>` +
        '<style>body{}</style></head><body></body></html>',
    );
    expect(withStylesheet('<head></head>', 'a.css')).toBe(
      `<head><link rel="stylesheet" href="a.css" ${LINK_ATTRIBUTE}></head>`,
    );
    expect(() => withStylesheet('<body></body>', 'a.css')).toThrow(/no <\/head>/);
  });
});
