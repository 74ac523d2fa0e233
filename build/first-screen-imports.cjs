// What the first screen's code imports from antd, statically: the shell's bootstrap (the layout, the Overview,
// shared-auth's whole index) and the Overview's widgets (build/remotes.json). A component outside antd's `core` group
// (build/antd-groups.cjs) imported there brings its whole group onto the first load, even if it only shows after a
// click; such code is imported by a lazy chunk instead (`import()`, React.lazy). Dynamic imports are not followed:
// they are those lazy chunks.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { mainRemotes } = require('./remote-manifest.cjs');

const REPO_ROOT = path.resolve(__dirname, '..');
const SHARED_AUTH_INDEX = path.join(REPO_ROOT, 'shared-auth', 'src', 'index.ts');

/** The first screen's entry modules: the shell's bootstrap and every Overview widget of the remotes. */
function firstScreenEntries(remotes = mainRemotes()) {
  const widgets = remotes.flatMap((remote) =>
    (remote.widgets ?? [])
      .filter((widget) => widget.slot === 'overview')
      .map((widget) => path.join(remote.root, remote.modules[widget.module])),
  );
  return [path.join(REPO_ROOT, 'shell', 'src', 'bootstrap.tsx'), ...widgets];
}

/** A relative or shared-auth import of `from` as a file, or null for a package. */
function resolveImport(from, specifier) {
  if (specifier === 'shared-auth') return SHARED_AUTH_INDEX;
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The value imports and re-exports of one file: [module specifier, imported names ('*' for a namespace)]. */
function staticImports(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      // `import { type A } from 'x'` alone is erased: nothing is loaded.
      if (bindings && ts.isNamedImports(bindings) && names.length === 0 && !clause.name) continue;
      found.push([node.moduleSpecifier.text, names]);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      if (names.length > 0) found.push([node.moduleSpecifier.text, names]);
    }
  }
  return found;
}

/**
 * The antd exports the modules reachable from `entries` by static imports use: name -> the files importing it.
 * @param {string[]} entries @returns {Map<string, string[]>}
 */
function staticAntdImports(entries) {
  const seen = new Set();
  const used = new Map();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [specifier, names] of staticImports(file)) {
      if (specifier === 'antd') {
        for (const name of names) {
          if (!used.has(name)) used.set(name, []);
          used.get(name).push(path.relative(REPO_ROOT, file));
        }
        continue;
      }
      const next = resolveImport(file, specifier);
      if (next) queue.push(next);
    }
  }
  return used;
}

module.exports = { firstScreenEntries, staticAntdImports };
