// Preload links for the shell's first screen, written into its index.html at build time. Without them the browser
// learns the first screen's scripts only once main.js has run: the federation runtime then asks for the bootstrap
// chunk and every shared library (React, antd's core group, the store...) at once, a full round of downloads after
// main.js. With them those downloads start while main.js is still arriving (measured: the last first-screen script
// in about 200 ms earlier on a cold load). The runtime's own requests for the same addresses are then served from the
// preload cache: nothing is fetched twice (the e2e federation journey and `npm run bench -- web` check it).
const PLUGIN = 'FirstScreenPreloadPlugin';

/**
 * The files to preload: the chunks of the named chunk group that the entry imports (its async boundary), and the
 * chunks of each shared library that group consumes, as the federation manifest lists them. Libraries only later
 * screens use (antd's data and extra groups, dayjs...) are left to load when needed.
 * @param {{ groupFiles: string[], manifest: { shared: Array<{ name: string, assets: { js: { sync: string[] } } }> },
 *   consumed: Iterable<string> }} input
 * @returns {string[]}
 */
function firstScreenFiles({ groupFiles, manifest, consumed }) {
  const keys = new Set(consumed);
  const files = new Set(groupFiles.filter((file) => file.endsWith('.js')));
  for (const shared of manifest.shared) {
    if (keys.has(shared.name)) for (const file of shared.assets.js.sync) files.add(file);
  }
  return [...files].sort();
}

/** The share keys that modules of these chunks consume ('react', 'parcelwatch-antd-core', ...). */
function consumedShareKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      // "consume shared module (default) @reduxjs/toolkit@^2.14.0 (strict) (fallback: ...)"
      const match = /^consume shared module \([^)]*\) (.+?)@/.exec(module.identifier());
      if (match) keys.add(match[1]);
    }
  }
  return keys;
}

/**
 * The shared libraries the chunk group uses, directly or through another shared library (shared-auth uses the
 * store's libraries, antd's groups use cssinjs...): its own consumes, then those of each library's chunks in turn.
 */
function firstScreenShareKeys(compilation, group, manifest) {
  const chunkOfFile = new Map();
  for (const chunk of compilation.chunks) for (const file of chunk.files) chunkOfFile.set(file, chunk);
  const keys = consumedShareKeys(compilation, group.chunks);
  const seen = new Set();
  for (let added = true; added;) {
    added = false;
    for (const shared of manifest.shared) {
      if (!keys.has(shared.name) || seen.has(shared.name)) continue;
      seen.add(shared.name);
      // The chunk groups holding the library's chunks hold its consumes too (in chunks of their own, without files).
      const chunks = new Set();
      for (const file of shared.assets.js.sync) {
        for (const owner of chunkOfFile.get(file)?.groupsIterable ?? [])
          for (const chunk of owner.chunks) chunks.add(chunk);
      }
      for (const key of consumedShareKeys(compilation, chunks)) {
        if (!keys.has(key)) {
          keys.add(key);
          added = true;
        }
      }
    }
  }
  return keys;
}

/** `<link rel="preload">` tags for these files under `publicPath`, inserted before `</head>`. */
function withPreloads(html, files, publicPath) {
  const links = files.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
  if (!html.includes('</head>')) throw new Error(`${PLUGIN}: index.html has no </head>`);
  return html.replace('</head>', `${links}</head>`);
}

class FirstScreenPreloadPlugin {
  /** @param {{ chunkGroup: string, html?: string, manifest?: string }} options */
  constructor({ chunkGroup, html = 'index.html', manifest = 'mf-manifest.json' }) {
    this.options = { chunkGroup, html, manifest };
  }

  apply(compiler) {
    const { chunkGroup, html, manifest } = this.options;
    const { rspack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get(chunkGroup);
          const htmlAsset = compilation.getAsset(html);
          const manifestAsset = compilation.getAsset(manifest);
          // The federation plugin also compiles the full fallbacks of tree-shaken shared libraries with this
          // configuration: a build without the page and the manifest has nothing to preload.
          if (!htmlAsset || !manifestAsset) return;
          if (!group) {
            compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: the chunk group "${chunkGroup}" is missing`));
            return;
          }
          const federation = JSON.parse(manifestAsset.source.source().toString());
          const files = firstScreenFiles({
            groupFiles: group.chunks.flatMap((chunk) => [...chunk.files]),
            manifest: federation,
            consumed: firstScreenShareKeys(compilation, group, federation),
          });
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
          const source = withPreloads(htmlAsset.source.source().toString(), files, publicPath ?? '');
          compilation.updateAsset(html, new rspack.sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = { FirstScreenPreloadPlugin, firstScreenFiles, withPreloads };
