// antd is shared as group modules built from the union of the components all apps import (every app, the shell first),
// computed by build/antd-usage.cjs. These tests fail when a component an app uses would be missing from that union, or
// when an import form could slip past the scan.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import * as antd from 'antd';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdImportsOf, antdUsedExports, appSourceFiles, SOURCE_DIRS } = require('./antd-usage.cjs') as {
  antdImportsOf: (fileName: string, text: string) => string[];
  antdUsedExports: () => string[];
  appSourceFiles: () => string[];
  SOURCE_DIRS: string[];
};

const root = resolve(__dirname, '..');

describe('the union of the antd components the groups share', () => {
  const union = antdUsedExports();

  it('holds every name any app imports from antd, found by an independent scan of the sources', () => {
    // A plain-text scan (not the TypeScript parse of the generator): every `import { ... } from 'antd'` block.
    const block = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;
    const missing: string[] = [];
    let files = 0;
    for (const file of appSourceFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(block)) {
        if (match[1]) continue; // import type { ... }
        files += 1;
        for (const part of match[2]!.split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          const name = spec.split(/\s+as\s+/)[0]!.trim();
          if (!union.includes(name)) missing.push(`${relative(root, file)}: ${name}`);
        }
      }
    }
    expect(files).toBeGreaterThan(50); // the scan really read the apps
    expect(missing).toEqual([]);
  });

  it('scans every app of the workspace', () => {
    const apps = readdirSync(root).filter(
      (name) => name === 'shell' || name === 'shared-auth' || name.startsWith('mf-'),
    );
    expect(SOURCE_DIRS.map((dir) => dir.split('/')[0]).sort()).toEqual(apps.sort());
  });

  it('names only real antd exports, and the components the shell needs at first paint', () => {
    const exported = new Set(Object.keys(antd));
    expect(union.filter((name) => !exported.has(name))).toEqual([]);
    expect(union).toEqual(expect.arrayContaining(['ConfigProvider', 'Layout', 'Menu', 'Button', 'Table']));
  });

  it('reads every import form the apps may write', () => {
    const source = `
      import { Button, Typography as T } from 'antd';
      import {
        Table,
        type TableProps,
      } from 'antd';
      import type { ModalProps } from 'antd';
      import type { ColumnsType } from 'antd/es/table';
      export { Tag } from 'antd';
      type Lazy = import('antd').FormInstance;
    `;
    expect(antdImportsOf('x.tsx', source).sort()).toEqual(['Button', 'Table', 'Tag', 'Typography']);
  });

  it.each([
    ["import * as antd from 'antd';", 'namespace import'],
    ["import antd from 'antd';", 'default import'],
    ["import 'antd';", 'side-effect import'],
    ["const m = import('antd');", 'dynamic import'],
    ["const m = require('antd');", 'require'],
    ["import Table from 'antd/es/table';", 'value import'],
    ["export * from 'antd';", 're-export'],
  ])('stops the build on a form it cannot name: %s', (source, why) => {
    expect(() => antdImportsOf('x.tsx', source)).toThrow(why);
  });
});
