// antd's component styles as one stylesheet made at build time, linked from the shell's index.html.
// At run time antd 6 generates each component's CSS in the browser (CSS-in-JS) the first time it renders: on a cold
// load of `/` that was about 190 ms of the main thread (token maths, serialising, inserting rules), most of the
// first load's blocking time. With this stylesheet linked, the shell and every parcel render antd in its
// `zeroRuntime` mode (shared-auth/src/staticStyles.ts): components only add their class names.
// The sheet is @ant-design/static-style-extract's render of every antd component under Parcelwatch's theme
// (shared-auth/src/theme.ts), unhashed (plain .ant-* selectors), so it matches whatever the apps render; an edit of
// the theme makes it again (in `npm run dev` too). The standalone page of one remote keeps the run-time styles.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const ts = require('typescript');

const PLUGIN = 'AntdStaticCssPlugin';
/** The attribute that marks the link (shared-auth/src/staticStyles.ts looks for it). */
const LINK_ATTRIBUTE = 'data-antd-static';
const THEME_FILE = path.resolve(__dirname, '..', 'shared-auth', 'src', 'theme.ts');

/** The app's antd theme, from its TypeScript source (a plain object; its imports are types only). */
function parcelwatchTheme(source) {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    fileName: THEME_FILE,
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, require);
  if (!module.exports.parcelwatchTheme) throw new Error(`${PLUGIN}: ${THEME_FILE} exports no parcelwatchTheme`);
  return module.exports.parcelwatchTheme;
}

/**
 * The stylesheet for the antd that `dir` (an app folder) builds with, under the theme of `themeSource` (the text of
 * shared-auth/src/theme.ts by default). antd's deprecation warnings for the components it renders only to collect
 * their styles (Input.Group, List...) are silenced.
 * @param {string} dir
 * @param {string} [themeSource]
 * @returns {string}
 */
function antdStaticCss(dir, themeSource = fs.readFileSync(THEME_FILE, 'utf8')) {
  const load = (request) => require(require.resolve(request, { paths: [dir] }));
  const React = load('react');
  const { ConfigProvider } = load('antd');
  const { extractStyle } = load('@ant-design/static-style-extract');
  const theme = { ...parcelwatchTheme(themeSource), hashed: false };
  const error = console.error;
  console.error = (...args) => {
    if (!/^Warning: \[antd: /.test(String(args[0]))) error(...args);
  };
  try {
    return extractStyle((node) => React.createElement(ConfigProvider, { theme }, node));
  } finally {
    console.error = error;
  }
}

/** `<link rel="stylesheet">` for `href`, inserted before the page's first `<style>` (its own rules come after). */
function withStylesheet(html, href) {
  const link = `<link rel="stylesheet" href="${href}" ${LINK_ATTRIBUTE}>`;
  const at = html.search(/<style[\s>]/);
  if (at >= 0) return `${html.slice(0, at)}${link}${html.slice(at)}`;
  if (!html.includes('</head>')) throw new Error(`${PLUGIN}: index.html has no </head>`);
  return html.replace('</head>', `${link}</head>`);
}

/**
 * Emits `antd.<hash>.css` and links it from the page (the host's build only). The sheet is made again only when the
 * theme's source changes (a rebuild of `npm run dev` after an edit of the theme), else reused.
 */
class AntdStaticCssPlugin {
  /** @param {{ dir: string, html?: string }} options */
  constructor({ dir, html = 'index.html' }) {
    this.options = { dir, html };
    /** @type {{ themeSource: string, css: string } | null} */
    this.made = null;
  }

  /** The sheet for the theme as it is now. */
  css() {
    const themeSource = fs.readFileSync(THEME_FILE, 'utf8');
    if (this.made?.themeSource !== themeSource)
      this.made = { themeSource, css: antdStaticCss(this.options.dir, themeSource) };
    return this.made.css;
  }

  apply(compiler) {
    const { html } = this.options;
    const { rspack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const htmlAsset = compilation.getAsset(html);
          // The federation plugin's builds of tree-shaken shared libraries have no page: nothing to style.
          if (!htmlAsset) return;
          compilation.fileDependencies.add(THEME_FILE);
          const css = this.css();
          const file = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(file, new rspack.sources.RawSource(css));
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '' : (compilation.outputOptions.publicPath ?? '');
          const source = withStylesheet(htmlAsset.source.source().toString(), `${publicPath}${file}`);
          compilation.updateAsset(html, new rspack.sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = { AntdStaticCssPlugin, antdStaticCss, withStylesheet, LINK_ATTRIBUTE };
