// The remote manifest (build/remotes.json) is the one list of remotes, screens and widgets. These tests fail when an
// entry names a file that does not exist, when its shape drifts from the types the shell reads it with, or when a
// second hand-written list of remotes or routes comes back somewhere in the sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REMOTE_ROUTES, REMOTES, widgetsOf } from './remoteManifest';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readManifest, MAIN_MANIFEST } = require('../../../../build/remote-manifest.cjs') as {
  readManifest: (file: string) => Array<{ name: string; root: string; modules: Record<string, string> }>;
  MAIN_MANIFEST: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parcelExposes } = require('../../../../build/parcel-config.cjs') as {
  parcelExposes: (remote: unknown) => { exposes: Record<string, string>; virtualModules: Record<string, string> };
};

const root = resolve(__dirname, '../../../..');
const FIXTURES = join(root, 'e2e', 'fixtures', 'remotes.json');

describe('the remote manifest', () => {
  it.each([
    ['build/remotes.json', MAIN_MANIFEST],
    ['e2e/fixtures/remotes.json', FIXTURES],
  ])('%s: every remote has its folder and every exposed module its file', (_name, file) => {
    const missing: string[] = [];
    const remotes = readManifest(file);
    expect(remotes.length).toBeGreaterThan(0);
    for (const remote of remotes) {
      if (!existsSync(join(remote.root, 'package.json'))) missing.push(`${remote.name}: ${remote.root}/package.json`);
      for (const [module, source] of Object.entries(remote.modules)) {
        if (!existsSync(join(remote.root, source))) missing.push(`${remote.name} ${module}: ${source}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('routes and widgets name only modules the remote exposes, with roles, and no path twice', () => {
    const paths = REMOTE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const remote of REMOTES) {
      for (const route of remote.routes ?? []) {
        expect([remote.name, route.path, remote.modules?.[route.module]]).toEqual([
          remote.name,
          route.path,
          expect.any(String),
        ]);
        expect(route.roles.length).toBeGreaterThan(0);
        for (const role of route.roles) expect(['admin', 'analyst']).toContain(role);
      }
    }
    expect(widgetsOf('overview').map((widget) => `${widget.remote}${widget.module.slice(1)}`)).toEqual([
      'mf_properties/ProjectPulseWidget',
      'mf_alerts/AlertsOverviewWidget',
    ]);
  });

  it('stops the build on a route naming an unknown module or a duplicate path', () => {
    const { writeFileSync, mkdtempSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const dir = mkdtempSync(join(require('node:os').tmpdir(), 'manifest-'));
    const write = (remotes: unknown) => {
      const file = join(dir, 'remotes.json');
      writeFileSync(file, JSON.stringify({ remotes }));
      return file;
    };
    const base = { name: 'mf_x', folder: 'x', devPort: 1, label: 'X', modules: { './Page': 'src/Page.tsx' } };
    expect(() =>
      readManifest(write([{ ...base, routes: [{ path: '/x', module: './Nope', roles: ['admin'] }] }])),
    ).toThrow('unknown module ./Nope');
    expect(() =>
      readManifest(
        write([
          {
            ...base,
            routes: [
              { path: '/x', module: './Page', roles: ['admin'] },
              { path: '/x', module: './Page', roles: ['admin'] },
            ],
          },
        ]),
      ),
    ).toThrow('declared twice');
    expect(() => readManifest(write([{ ...base, routes: [{ path: '/x', module: './Page' }] }]))).toThrow('roles');
  });

  it('derives exposes: a parcel around each module, or the module itself for a remote that opts out', () => {
    const [alerts] = readManifest(MAIN_MANIFEST);
    const shared = parcelExposes(alerts);
    expect(Object.keys(shared.exposes).sort()).toEqual(Object.keys(alerts!.modules).sort());
    const wrapper = shared.virtualModules[shared.exposes['./AlertsPage']!]!;
    expect(wrapper).toContain("import { createRemoteParcel } from 'shared-auth';");
    expect(wrapper).toContain(join(alerts!.root, alerts!.modules['./AlertsPage']!));

    const [react18] = readManifest(FIXTURES);
    expect(parcelExposes(react18).exposes['./VersionPage']).toBe(join(react18!.root, 'src/VersionPage.tsx'));
  });
});

/** Source files of the apps, the API and the build (no tests, no generated or built files). */
function sources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (['node_modules', 'dist', '.tmp', 'coverage'].includes(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|cjs|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['shell/src', 'shared-auth/src', 'api/src', 'build', 'scripts']) walk(join(root, dir));
  for (const dir of readdirSync(root).filter((name) => name.startsWith('mf-'))) {
    walk(join(root, dir, 'src'));
    files.push(join(root, dir, 'rspack.config.cjs'));
  }
  return files;
}

describe('no second list of remotes or routes', () => {
  it('names an exposed module, a remote, a route path or a dev port in no source but the manifest', () => {
    const manifestText = readFileSync(MAIN_MANIFEST, 'utf8');
    const devPorts = [...manifestText.matchAll(/"devPort": (\d+)/g)].map((match) => match[1]!);
    const modules = REMOTES.flatMap((remote) => Object.keys(remote.modules ?? {}));
    const found: string[] = [];
    for (const file of sources()) {
      // Code only: comments may give an example, and an import of a sibling file is not a list.
      const text = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/\bfrom\s+['"]/.test(line))
        .join('\n');
      const where = relative(root, file);
      const inRemote = /^mf-/.test(where);
      for (const module of modules) {
        if (text.includes(`'${module}'`) || text.includes(`"${module}"`)) found.push(`${where}: ${module}`);
      }
      for (const port of devPorts) if (new RegExp(`\\b${port}\\b`).test(text)) found.push(`${where}: port ${port}`);
      // A route table: two or more remote paths quoted in one file of the shell, the API or the build (a remote may
      // link its own pages, as the legal area's tabs do).
      if (inRemote) continue;
      const quotedPaths = REMOTE_ROUTES.filter((route) => text.includes(`'${route.path}'`));
      const quotedFolders = REMOTES.filter(
        (remote) => text.includes(`'${remote.name}'`) || text.includes(`'mf-${remote.name.slice(3)}'`),
      );
      if (quotedFolders.length >= 2)
        found.push(`${where}: remotes ${quotedFolders.map((remote) => remote.name).join(', ')}`);
      if (quotedPaths.length >= 2) found.push(`${where}: routes ${quotedPaths.map((route) => route.path).join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  it('leaves one standalone bootstrap (shared-auth) and no per-remote entry files', () => {
    const leftovers = readdirSync(root)
      .filter((name) => name.startsWith('mf-'))
      .flatMap((name) => ['index.ts', 'bootstrap.tsx', 'routes.tsx'].map((file) => join(name, 'src', file)))
      .filter((file) => existsSync(join(root, file)));
    expect(leftovers).toEqual([]);
    // git grep agrees: no createRoot outside the shell's entry, shared-auth and the test-only remote.
    const hits = execFileSync('git', ['grep', '-l', 'createRoot(', '--', '*.tsx', '*.ts'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .filter((file) => !file.includes('.test.'));
    expect(hits.sort()).toEqual(['shared-auth/src/standalone/startStandalone.tsx', 'shell/src/bootstrap.tsx']);
  });
});
