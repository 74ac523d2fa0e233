// The antd group modules (build/antd-groups.cjs): every component of the union falls in exactly one group, each
// group module re-exports the very components antd exports, and the first screen's components are in `core`.
import * as antd from 'antd';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GROUPS, antdGroupOf, antdGroupsOf, antdGroupSource } = require('./antd-groups.cjs') as {
  GROUPS: Record<string, string[]>;
  antdGroupOf: (name: string) => string;
  antdGroupsOf: (names: string[]) => Array<[string, string[]]>;
  antdGroupSource: (names: string[], moduleOf: (name: string) => string) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdModuleOf } = require('./antd-imports.cjs') as { antdModuleOf: (name: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdUsedExports } = require('./antd-usage.cjs') as { antdUsedExports: () => string[] };

describe('the antd groups', () => {
  it('lists only real antd exports, each in one group', () => {
    const listed = Object.values(GROUPS).flat();
    expect(listed.filter((name) => !(name in antd))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('splits the union without losing or repeating a component; unlisted ones go to data', () => {
    const union = antdUsedExports();
    const groups = antdGroupsOf(union);
    expect(groups.map(([group]) => group)).toEqual(['core', 'data', 'extra']);
    expect(groups.flatMap(([, names]) => names).sort()).toEqual([...union].sort());
    expect(antdGroupOf('Table')).toBe('extra');
    expect(antdGroupOf('Modal')).toBe('data');
    expect(antdGroupOf('ColorPicker')).toBe('extra');
    expect(antdGroupOf('QRCode')).toBe('data');
  });

  it("puts what the shell's first screen renders in core", () => {
    for (const name of ['ConfigProvider', 'App', 'Layout', 'Menu', 'Typography', 'Card', 'Button', 'Dropdown'])
      expect([name, antdGroupOf(name)]).toEqual([name, 'core']);
  });

  it('writes a group module that re-exports each component from its own antd module', () => {
    const source = antdGroupSource(['Button', 'Table'], antdModuleOf);
    expect(source).toBe(
      "export { default as Button } from 'antd/es/button';\nexport { default as Table } from 'antd/es/table';\n",
    );
    for (const name of antdUsedExports()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const component = (require(antdModuleOf(name).replace('antd/es/', 'antd/lib/')) as { default: unknown }).default;
      expect([name, component]).toEqual([name, (antd as Record<string, unknown>)[name]]);
    }
  });
});
