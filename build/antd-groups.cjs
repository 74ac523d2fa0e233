// antd is shared as a few group modules, not one module per component: `import { Button, Table } from 'antd'` becomes
// `import { Button } from 'parcelwatch-antd-core'; import { Table } from 'parcelwatch-antd-data';`
// (build/antd-imports.cjs), and each group is one shared singleton (build/rspack.mf.cjs) whose module re-exports its
// components from antd's own files (`export { default as Button } from 'antd/es/button';`).
// One module per component made 45 shared modules, each its own chunk group: about 60 small files on the first load
// and a remoteEntry.js of 70 KB per remote (the chunk map of every one of them). A group is one request (plus the
// vendor code it shares with the other group), and its components still come from the shell's one build.
//
// - core: what the shell's first screen renders (layout, menu, Overview, the two dashboard widgets) and the small
//   pieces almost every screen uses; it loads with the first screen. `Grid` (the breakpoints), `theme` (the tokens)
//   and `Tooltip` are here because the first screen's layout and page title use them: each is small, and one of them
//   in `data` would bring the whole `data` group (some 100 KB brotli) onto the first load. What the first screen
//   shows only after a click (the bell's panel, the phone's drawer, dialogs, notices) is imported by a lazy chunk,
//   so `data` stays off the first load (docs/architecture.md, "The first load").
// - data: everything else any app imports (modals, inputs, notices...); it loads with the first screen that needs it.
// - extra: the heavy components some screens use and /alerts does not (the colour picker, the upload, the steps,
//   the table and the form): out of `data`, which /alerts loads, that route stays within its budget.
// A component not listed here goes to `data`: adding an import never breaks the build, it only costs that group.

/** Components per group; a name must be an antd export (checked by antd-groups.test.ts). */
const GROUPS = {
  core: [
    'App',
    'Badge',
    'Button',
    'Card',
    'Col',
    'ConfigProvider',
    'Dropdown',
    'Empty',
    'Flex',
    'Grid',
    'Layout',
    'Menu',
    'Row',
    'Segmented',
    'Select',
    'Skeleton',
    'Spin',
    'Tabs',
    'Tag',
    'theme',
    'Tooltip',
    'Typography',
  ],
  extra: ['ColorPicker', 'Form', 'Steps', 'Table', 'Upload'],
};
const DEFAULT_GROUP = 'data';

/** The group of one antd export: core, extra or data. */
function antdGroupOf(name) {
  for (const [group, names] of Object.entries(GROUPS)) if (names.includes(name)) return group;
  return DEFAULT_GROUP;
}

/** The module request of a group, for example parcelwatch-antd-core (a shared key of build/rspack.mf.cjs). */
function antdGroupRequest(group) {
  return `parcelwatch-antd-${group}`;
}

/**
 * The union split into groups, in a fixed order (core, data, extra); a group none of the names falls into is left
 * out. @param {string[]} names @returns {Array<[group: string, names: string[]]>}
 */
function antdGroupsOf(names) {
  const groups = new Map([
    ['core', []],
    [DEFAULT_GROUP, []],
    ['extra', []],
  ]);
  for (const name of [...names].sort()) groups.get(antdGroupOf(name)).push(name);
  return [...groups].filter(([, members]) => members.length > 0);
}

/**
 * The source of one group module: each component re-exported from its own antd module.
 * @param {string[]} names @param {(name: string) => string} moduleOf antd export -> antd/es/<dir>
 */
function antdGroupSource(names, moduleOf) {
  return names.map((name) => `export { default as ${name} } from '${moduleOf(name)}';`).join('\n') + '\n';
}

module.exports = { GROUPS, antdGroupOf, antdGroupRequest, antdGroupsOf, antdGroupSource };
