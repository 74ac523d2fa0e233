// antd is shared as a few group modules: build/antd-imports.cjs rewrites the apps' named antd imports into imports of
// their group (build/antd-groups.cjs), which build/rspack.mf.cjs shares. react-router-dom is shared trimmed to the
// names the apps import (namedImportsOf in build/antd-usage.cjs).
import * as antd from 'antd';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rewriteAntdImports, antdModuleOf } = require('./antd-imports.cjs') as {
  rewriteAntdImports: (fileName: string, text: string) => string;
  antdModuleOf: (name: string) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdUsedExports, namedImportsOf, usedExportsOf } = require('./antd-usage.cjs') as {
  antdUsedExports: () => string[];
  namedImportsOf: (pkg: string, fileName: string, text: string) => string[];
  usedExportsOf: (pkg: string) => string[];
};

describe('the grouped antd imports', () => {
  it('rewrites named imports and re-exports by group, keeps types on antd, and keeps every line where it was', () => {
    const source = [
      'import { Button, Table, Typography as T,',
      "  type TableProps } from 'antd';",
      "import type { ModalProps } from 'antd';",
      "export { Tag, type TagProps } from 'antd';",
      "import { useState } from 'react';",
    ].join('\n');
    const out = rewriteAntdImports('x.tsx', source).split('\n');
    expect(out).toEqual([
      "import { Button, Typography as T } from 'parcelwatch-antd-core'; import { Table } from 'parcelwatch-antd-extra'; import type { TableProps } from 'antd';",
      '',
      "import type { ModalProps } from 'antd';",
      "export { Tag } from 'parcelwatch-antd-core'; export type { TagProps } from 'antd';",
      "import { useState } from 'react';",
    ]);
  });

  it('leaves a file without antd imports untouched', () => {
    const source = "import { Button } from './antd';\nconst label = 'antd';\n";
    expect(rewriteAntdImports('x.tsx', source)).toBe(source);
  });

  it('maps every component of the union to the module whose default export is that component', () => {
    for (const name of antdUsedExports()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const component = (require(antdModuleOf(name).replace('antd/es/', 'antd/lib/')) as { default: unknown }).default;
      expect([name, component]).toEqual([name, (antd as Record<string, unknown>)[name]]);
    }
  });

  it('refuses a name antd does not export', () => {
    expect(() => rewriteAntdImports('x.tsx', "import { Buton } from 'antd';")).toThrow(
      'no component export named Buton',
    );
  });
});

describe('the names the apps import from react-router-dom', () => {
  it('reads named imports and stops on forms it cannot name', () => {
    expect(
      namedImportsOf(
        'react-router-dom',
        'x.tsx',
        "import { Link, type To, useNavigate as nav } from 'react-router-dom';",
      ),
    ).toEqual(['Link', 'useNavigate']);
    expect(() => namedImportsOf('react-router-dom', 'x.tsx', "import * as rr from 'react-router-dom';")).toThrow(
      'namespace import',
    );
    expect(() => namedImportsOf('react-router-dom', 'x.tsx', "const rr = import('react-router-dom');")).toThrow(
      'dynamic import',
    );
  });

  it('holds what the shell needs to route', () => {
    expect(usedExportsOf('react-router-dom')).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Navigate', 'Outlet']),
    );
  });
});
