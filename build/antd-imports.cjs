// antd is shared as a few group modules, not as one package: `import { Button, Table } from 'antd'` is rewritten at
// build time into `import { Button } from 'parcelwatch-antd-core'; import { Table } from 'parcelwatch-antd-data';`
// (build/antd-groups.cjs says which component is in which group), and each group is one shared singleton
// (build/rspack.mf.cjs). The first screen then fetches only the core group: it does not pay for Table, Form, Upload
// or ColorPicker. Only the sources of the apps go through this (a rule of build/rspack.mf.cjs), never node_modules.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { antdGroupOf, antdGroupRequest } = require('./antd-groups.cjs');

/** antd's own index: every export is `export { default as Name } from './dir';`. Read once per process. */
let exportsCache = null;
function antdComponentDirs(fromDir = __dirname) {
  if (exportsCache) return exportsCache;
  const pkg = require.resolve('antd/package.json', { paths: [fromDir, path.join(__dirname, '..', 'shell')] });
  const index = fs.readFileSync(path.join(path.dirname(pkg), 'es', 'index.js'), 'utf8');
  const dirs = new Map();
  for (const match of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g))
    dirs.set(match[1], match[2]);
  if (!dirs.has('Button') || !dirs.has('Table')) throw new Error(`antd's es/index.js has an unexpected shape (${pkg})`);
  exportsCache = dirs;
  return dirs;
}

/** The module a component of antd lives in, for example Button -> antd/es/button. */
function antdModuleOf(name) {
  const dir = antdComponentDirs().get(name);
  if (!dir) throw new Error(`antd has no component export named ${name}`);
  return `antd/es/${dir}`;
}

/** The group module a component is imported from, for example Button -> parcelwatch-antd-core. */
function antdGroupModuleOf(name) {
  antdModuleOf(name); // stops on a name antd does not export
  return antdGroupRequest(antdGroupOf(name));
}

/** Value specifiers grouped by the group module they come from, in the order they were written. */
function byGroup(elements) {
  const groups = new Map();
  for (const element of elements) {
    const module = antdGroupModuleOf((element.propertyName ?? element.name).text);
    if (!groups.has(module)) groups.set(module, []);
    groups.get(module).push(specifierText(element));
  }
  return [...groups];
}

/** `A` or `A as B`, without its `type` modifier. */
function specifierText(element) {
  return element.propertyName ? `${element.propertyName.text} as ${element.name.text}` : element.name.text;
}

/**
 * Rewrites the value imports and re-exports of 'antd' in one source file; keeps every line where it was (the
 * replacements of one declaration stay on its first line) so source maps and messages still point right.
 */
function rewriteAntdImports(fileName, text) {
  if (!/['"]antd['"]/.test(text)) return text;
  const kind = /\.tsx$|\.jsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const edits = [];
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    if (!(isImport || ts.isExportDeclaration(node))) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier) || node.moduleSpecifier.text !== 'antd')
      continue;
    if (isImport) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) continue;
      // build/antd-usage.cjs already stopped the build on default, namespace and side-effect imports.
      if (clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) {
        throw new Error(`${fileName}: import antd components by name: import { Button } from 'antd'`);
      }
      const values = clause.namedBindings.elements.filter((element) => !element.isTypeOnly);
      const types = clause.namedBindings.elements.filter((element) => element.isTypeOnly);
      const parts = byGroup(values).map(([module, names]) => `import { ${names.join(', ')} } from '${module}';`);
      if (types.length) parts.push(`import type { ${types.map(specifierText).join(', ')} } from 'antd';`);
      edits.push({ start: node.getStart(source), end: node.getEnd(), text: parts.join(' ') });
    } else {
      if (node.isTypeOnly || !node.exportClause || !ts.isNamedExports(node.exportClause)) continue;
      const values = node.exportClause.elements.filter((element) => !element.isTypeOnly);
      const types = node.exportClause.elements.filter((element) => element.isTypeOnly);
      const parts = byGroup(values).map(([module, names]) => `export { ${names.join(', ')} } from '${module}';`);
      if (types.length) parts.push(`export type { ${types.map(specifierText).join(', ')} } from 'antd';`);
      edits.push({ start: node.getStart(source), end: node.getEnd(), text: parts.join(' ') });
    }
  }
  let out = text;
  for (const edit of edits.reverse()) {
    const lines = text.slice(edit.start, edit.end).split('\n').length - 1;
    out = out.slice(0, edit.start) + edit.text + '\n'.repeat(lines) + out.slice(edit.end);
  }
  return out;
}

/** The rspack loader (listed after builtin:swc-loader in the rule, so it sees the TypeScript source first). */
function antdImportsLoader(text) {
  return rewriteAntdImports(this.resourcePath, text);
}

module.exports = antdImportsLoader;
module.exports.rewriteAntdImports = rewriteAntdImports;
module.exports.antdModuleOf = antdModuleOf;
module.exports.antdGroupModuleOf = antdGroupModuleOf;
module.exports.antdComponentDirs = antdComponentDirs;
