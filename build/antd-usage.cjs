// The union of the antd exports that the apps import, computed from their sources at build time.
// Module Federation shares antd per component (build/antd-imports.cjs): every app, the shell first, provides each
// component of this union, so the shell's one build serves every component any app renders.
// usedExportsOf() does the same for other packages shared trimmed to the names the apps import (react-router-dom).
// Imports the scan cannot name (namespace, default, dynamic, require, value imports of antd sub-paths) stop the
// build instead of silently leaving a component out.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
/** Every folder whose code ends up in a federated bundle. */
const SOURCE_DIRS = [
  'shell/src',
  'mf-alerts/src',
  'mf-legal/src',
  'mf-meetings/src',
  'mf-properties/src',
  'mf-settings/src',
  'shared-auth/src',
];
const EXTRA_FILES = ['build/shared-probe.js'];
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|cjs)$/;

function isAntd(specifier) {
  return specifier === 'antd' || specifier.startsWith('antd/');
}

/**
 * The names one file imports from 'antd' (value imports only: types are erased).
 * @param {string} fileName for messages and the parser's script kind
 * @param {string} text the file's source
 * @returns {string[]}
 */
function antdImportsOf(fileName, text) {
  const kind = /\.tsx$|\.jsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const names = new Set();
  const fail = (node, why) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(`${fileName}:${line + 1}: ${why} (import antd components by name: import { Button } from 'antd')`);
  };

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && isAntd(node.moduleSpecifier.text)) {
      const clause = node.importClause;
      const typeOnly = clause?.isTypeOnly ?? false;
      if (node.moduleSpecifier.text !== 'antd') {
        // A value import of antd/es/... would bypass the shared copy: only types may come from there.
        const valueNamed =
          clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
            ? clause.namedBindings.elements.some((element) => !element.isTypeOnly)
            : Boolean(clause?.namedBindings);
        if (!clause || (!typeOnly && (clause.name || valueNamed)))
          fail(node, `value import from '${node.moduleSpecifier.text}'`);
      } else if (!clause) {
        fail(node, "side-effect import of 'antd'");
      } else if (!typeOnly) {
        if (clause.name) fail(node, "default import of 'antd'");
        if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))
          fail(node, "namespace import of 'antd'");
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isAntd(node.moduleSpecifier.text)
    ) {
      if (!node.isTypeOnly) {
        if (node.moduleSpecifier.text !== 'antd' || !node.exportClause || !ts.isNamedExports(node.exportClause)) {
          fail(node, `re-export of everything from '${node.moduleSpecifier.text}'`);
        }
        for (const element of node.exportClause.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]) &&
      isAntd(node.arguments[0].text)
    ) {
      const callee = node.expression;
      // antd's locales (antd/locale/fr_FR) are plain data, strings and date formats, with no component or context:
      // fetched lazily for a language (shared-auth/src/i18n/engine.ts), they bypass nothing the shared copy holds.
      const locale = node.arguments[0].text.startsWith('antd/locale/');
      if (callee.kind === ts.SyntaxKind.ImportKeyword && !locale) fail(node, "dynamic import of 'antd'");
      if (ts.isIdentifier(callee) && callee.text === 'require') fail(node, "require of 'antd'");
    } else if (ts.isImportTypeNode(node)) {
      return; // import('antd').X in a type position is erased
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

/**
 * The names one file imports from exactly `pkg` (value imports and re-exports; types are erased). Used for the
 * shares trimmed to the exports the apps use (react-router-dom): a form the scan cannot name stops the build.
 * @param {string} pkg the module specifier, for example 'react-router-dom'
 * @param {string} fileName for messages and the parser's script kind
 * @param {string} text the file's source
 * @returns {string[]}
 */
function namedImportsOf(pkg, fileName, text) {
  if (!text.includes(pkg)) return [];
  const kind = /\.tsx$|\.jsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const names = new Set();
  const fail = (node, why) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(`${fileName}:${line + 1}: ${why} (import from '${pkg}' by name: import { x } from '${pkg}')`);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === pkg) {
      const clause = node.importClause;
      if (!clause) fail(node, `side-effect import of '${pkg}'`);
      else if (!clause.isTypeOnly) {
        if (clause.name) fail(node, `default import of '${pkg}'`);
        if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))
          fail(node, `namespace import of '${pkg}'`);
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === pkg
    ) {
      if (!node.isTypeOnly) {
        if (!node.exportClause || !ts.isNamedExports(node.exportClause))
          fail(node, `re-export of everything from '${pkg}'`);
        for (const element of node.exportClause.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === pkg
    ) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) fail(node, `dynamic import of '${pkg}'`);
      if (ts.isIdentifier(callee) && callee.text === 'require') fail(node, `require of '${pkg}'`);
    } else if (ts.isImportTypeNode(node)) {
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      // Tests never reach a bundle.
      .filter(
        (entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !/\.d\.ts$|\.test\.[jt]sx?$/.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
  );
}

/** Every source file that ends up in an app bundle. */
function appSourceFiles(root = ROOT) {
  return [
    ...SOURCE_DIRS.flatMap((dir) => listFiles(path.join(root, dir))),
    ...EXTRA_FILES.map((file) => path.join(root, file)),
  ];
}

/** The sorted union of the antd exports every app imports. */
function antdUsedExports(root = ROOT) {
  const union = new Set();
  for (const file of appSourceFiles(root)) {
    for (const name of antdImportsOf(path.relative(root, file), fs.readFileSync(file, 'utf8'))) union.add(name);
  }
  return [...union].sort();
}

/** The sorted union of the exports of `pkg` every app imports. */
function usedExportsOf(pkg, root = ROOT) {
  const union = new Set();
  for (const file of appSourceFiles(root)) {
    for (const name of namedImportsOf(pkg, path.relative(root, file), fs.readFileSync(file, 'utf8'))) union.add(name);
  }
  return [...union].sort();
}

module.exports = { antdImportsOf, antdUsedExports, appSourceFiles, namedImportsOf, usedExportsOf, SOURCE_DIRS };
