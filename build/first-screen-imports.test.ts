// The first screen imports no antd component outside the `core` group (build/first-screen-imports.cjs): a dialog,
// drawer, popover or notice it shows only after a click or on an error is imported by a lazy chunk.
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstScreenEntries, staticAntdImports } = require('./first-screen-imports.cjs') as {
  firstScreenEntries: () => string[];
  staticAntdImports: (entries: string[]) => Map<string, string[]>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdGroupOf } = require('./antd-groups.cjs') as { antdGroupOf: (name: string) => string };

describe("the first screen's antd imports", () => {
  it('starts from the bootstrap and the Overview widgets', () => {
    const entries = firstScreenEntries().map((file) => path.basename(file));
    expect(entries).toEqual(
      expect.arrayContaining(['bootstrap.tsx', 'AlertsOverviewWidget.tsx', 'ProjectPulseWidget.tsx']),
    );
  });

  it('finds the layout and shared-auth imports it walks through', () => {
    const used = staticAntdImports(firstScreenEntries());
    expect(used.get('Layout')).toEqual(
      expect.arrayContaining([path.join('shell', 'src', 'features', 'layout', 'AppLayout.tsx')]),
    );
    expect(used.get('ConfigProvider')).toEqual(
      expect.arrayContaining([path.join('shared-auth', 'src', 'AppProviders.tsx')]),
    );
  });

  it('are all in the core group', () => {
    const outside = [...staticAntdImports(firstScreenEntries())]
      .filter(([name]) => antdGroupOf(name) !== 'core')
      .map(([name, files]) => `${name} (${antdGroupOf(name)}) in ${files.join(', ')}`);
    expect(outside).toEqual([]);
  });
});
