// The API process serves the built shell, each built remote and the run-time remote list.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/index.js';
import serveWeb from '../../src/web/serve-web.js';
import { FIRST_SCREEN_ELEMENT_ID, REMOTE_LIST_ELEMENT_ID, withRemoteList } from '../../src/web/shell-page.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let webRoot: string;
let app: FastifyInstance;
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];`;

async function writeBuild(folder: string, files: Record<string, string>) {
  const dist = path.join(webRoot, folder, 'dist');
  await mkdir(dist, { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dist, name), content);
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'pw-web-'));
  await writeBuild('shell', {
    'index.html':
      '<!doctype html><html><head><title>Parcelwatch</title></head><body><div id="root"></div></body></html>',
    'main.1a2b3c4d.js': 'console.log(1)',
    'vendor.5e6f7a8b.js': BIG_JS,
  });
  // What scripts/precompress.mjs writes beside each asset at build time.
  await writeFile(path.join(webRoot, 'shell', 'dist', 'vendor.5e6f7a8b.js.br'), brotliCompressSync(BIG_JS));
  await writeFile(path.join(webRoot, 'shell', 'dist', 'vendor.5e6f7a8b.js.gz'), gzipSync(BIG_JS));
  await writeBuild('mf-alerts', {
    'mf-manifest.json': JSON.stringify({
      id: 'mf_alerts',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        { path: './AlertsOverviewWidget', assets: { js: { sync: ['56.aa.js', 'widget.bb.js'], async: ['77.cc.js'] } } },
        { path: './AlertsPage', assets: { js: { sync: ['56.aa.js', 'page.dd.js'], async: [] } } },
      ],
    }),
    'remoteEntry.js': 'var mf_alerts;',
    '81.ab12cd34.js': '1',
  });
  ctx = await createTestContext();
  const remoteOverrides = { mf_legal: 'https://cdn.example.com/legal/mf-manifest.json' };
  app = await ctx.buildAnother(
    { REMOTE_MF_LEGAL_URL: remoteOverrides.mf_legal },
    { plugins: [async (instance) => void (await instance.register(serveWeb, { webRoot, remoteOverrides }))] },
  );
});

afterAll(async () => {
  await ctx.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('web serving', () => {
  it('answers the remote list: this server by default, another origin where configured', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { remotes } = res.json() as { remotes: Array<{ name: string; entry: string; label: string }> };
    expect(Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry]))).toEqual({
      mf_alerts: '/remotes/mf_alerts/mf-manifest.json',
      mf_properties: '/remotes/mf_properties/mf-manifest.json',
      mf_meetings: '/remotes/mf_meetings/mf-manifest.json',
      mf_legal: 'https://cdn.example.com/legal/mf-manifest.json',
      mf_settings: '/remotes/mf_settings/mf-manifest.json',
    });
    // Each with what the shell needs from the manifest (build/remotes.json), not where it lives on disk.
    const alerts = remotes.find((remote) => remote.name === 'mf_alerts');
    expect(alerts).toMatchObject({
      label: 'Alerts',
      routes: expect.arrayContaining([expect.objectContaining({ path: '/alerts' })]),
    });
    expect(alerts).not.toHaveProperty('folder');
    expect(alerts).not.toHaveProperty('modules');
  });

  it('adds and serves the remotes of an extra manifest (the e2e test-only remotes)', async () => {
    await writeBuild('fixtures/probe-remote', { 'mf-manifest.json': '{"id":"mf_probe"}' });
    const extraManifest = path.join(webRoot, 'extra-remotes.json');
    await writeFile(
      extraManifest,
      JSON.stringify({
        remotes: [
          {
            name: 'mf_probe',
            folder: 'fixtures/probe-remote',
            label: 'Probe',
            shareSingletons: false,
            modules: { './Page': 'src/page.tsx' },
            routes: [{ path: '/e2e/probe', module: './Page', roles: ['admin'] }],
          },
        ],
      }),
    );
    const extra = await ctx.buildAnother(
      {},
      {
        plugins: [
          async (instance) => void (await instance.register(serveWeb, { webRoot, remoteOverrides: {}, extraManifest })),
        ],
      },
    );
    try {
      const { remotes } = (await extra.inject('/remotes.json')).json() as { remotes: Array<{ name: string }> };
      expect(remotes.map((remote) => remote.name)).toEqual([
        'mf_alerts',
        'mf_properties',
        'mf_meetings',
        'mf_legal',
        'mf_settings',
        'mf_probe',
      ]);
      expect((await extra.inject('/remotes/mf_probe/mf-manifest.json')).json()).toEqual({ id: 'mf_probe' });
      // Without the extra manifest (production) the test-only remote is neither listed nor served.
      expect((await app.inject('/remotes/mf_probe/mf-manifest.json')).statusCode).toBe(404);
    } finally {
      await extra.close();
    }
  });

  it('serves the shell for every client-side route, revalidated', async () => {
    for (const url of ['/', '/alerts', '/settings/users?x=1', '/auth/reset-password?token=abc']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('writes the remote list into the page, the same list /remotes.json answers', async () => {
    const page = (await app.inject('/meetings')).body;
    const block = new RegExp(`<script type="application/json" id="${REMOTE_LIST_ELEMENT_ID}">(.*?)</script>`);
    const match = block.exec(page);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual((await app.inject('/remotes.json')).json());
    expect(page).toContain('<div id="root"></div>');
  });

  it('lists the scripts of the remotes a page shows first, for the shell to preload', async () => {
    const listed = async (url: string) => {
      const page = (await app.inject(url)).body;
      const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(
        page,
      );
      return JSON.parse(match![1]!) as string[];
    };
    // The Overview: mf_alerts' widget (mf_properties has no build here, so it adds nothing).
    expect(await listed('/')).toEqual([
      '/remotes/mf_alerts/remoteEntry.js',
      '/remotes/mf_alerts/56.aa.js',
      '/remotes/mf_alerts/widget.bb.js',
    ]);
    expect(await listed('/alerts?severity=high')).toEqual([
      '/remotes/mf_alerts/remoteEntry.js',
      '/remotes/mf_alerts/56.aa.js',
      '/remotes/mf_alerts/page.dd.js',
    ]);
    // The shell's own screens, parameterised routes and a remote served from another origin (mf_legal) list nothing.
    for (const url of ['/login', '/documents/42', '/precedents']) expect(await listed(url)).toEqual([]);
  });

  it('keeps the list a data block whatever its values hold', () => {
    const page = withRemoteList('<html><head></head><body></body></html>', { label: '</script><script>alert(1)' });
    expect(page).not.toContain('</script><script>');
    const json = new RegExp(`<script type="application/json" id="${REMOTE_LIST_ELEMENT_ID}">(.*?)</script>`).exec(
      page,
    )![1]!;
    expect(JSON.parse(json)).toEqual({ label: '</script><script>alert(1)' });
    // A page without a head is left as it is.
    expect(withRemoteList('<div id="root"></div>', { remotes: [] })).toBe('<div id="root"></div>');
  });

  it('lets a remote on another origin run and be fetched (CSP)', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('serves hashed assets as immutable and remote entry files as revalidated, readable cross-origin', async () => {
    const asset = await app.inject('/main.1a2b3c4d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifest = await app.inject('/remotes/mf_alerts/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject('/remotes/mf_alerts/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for unknown API paths, missing files and unbuilt remotes, never the shell', async () => {
    const api = await app.inject('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not Found' });
    expect((await app.inject('/missing.3f3f3f3f.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf_meetings/mf-manifest.json')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf_alerts/../../shell/dist/index.html')).statusCode).toBe(404);
  });
});

describe('redeploying', () => {
  it("serves a remote's and the shell's new build without a restart", async () => {
    await writeBuild('mf-alerts', { 'mf-manifest.json': '{"id":"mf_alerts","v":2}', '99.feedbeef.js': 'new chunk' });
    await writeBuild('shell', { 'main.99887766.js': 'new shell chunk' });
    expect((await app.inject('/remotes/mf_alerts/mf-manifest.json')).json()).toEqual({ id: 'mf_alerts', v: 2 });
    expect((await app.inject('/remotes/mf_alerts/99.feedbeef.js')).body).toBe('new chunk');
    expect((await app.inject('/main.99887766.js')).body).toBe('new shell chunk');
  });

  it('never serves a file outside the build folders', async () => {
    await writeFile(path.join(webRoot, 'secret.txt'), 'secret');
    for (const url of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/remotes/mf_alerts/..%2f..%2f..%2fsecret.txt']) {
      const res = await app.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('secret');
    }
    // A malformed escape is refused by the router itself.
    const malformed = await app.inject('/%E0%A4%A.js');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('detail');
  });
});

describe('remote URL configuration', () => {
  it('accepts a manifest URL on any origin or a path on this server', () => {
    const config = loadConfig({
      REMOTE_MF_LEGAL_URL: 'https://cdn.example.com/legal/mf-manifest.json',
      REMOTE_MF_ALERTS_URL: '/static/alerts/mf-manifest.json',
    });
    expect(config.remoteOverrides).toEqual({
      mf_legal: 'https://cdn.example.com/legal/mf-manifest.json',
      mf_alerts: '/static/alerts/mf-manifest.json',
    });
  });

  it('reads REMOTES_EXTRA_MANIFEST from the repository root and refuses a missing file', () => {
    expect(loadConfig({}).remotesExtraManifest).toBeNull();
    expect(loadConfig({ REMOTES_EXTRA_MANIFEST: 'build/remotes.json' }).remotesExtraManifest).toMatch(
      /build[\\/]remotes\.json$/,
    );
    expect(() => loadConfig({ REMOTES_EXTRA_MANIFEST: 'e2e/no-such.json' })).toThrow('REMOTES_EXTRA_MANIFEST');
  });

  it('stops start with a readable message for a bad remote URL', () => {
    expect(() => loadConfig({ REMOTE_MF_LEGAL_URL: 'ftp://cdn.example.com/mf-manifest.json' })).toThrow(
      'Invalid environment variable REMOTE_MF_LEGAL_URL',
    );
    expect(() => loadConfig({ REMOTE_MF_LEGAL_URL: 'https://cdn.example.com/legal/' })).toThrow(
      "REMOTE_MF_LEGAL_URL: must point at a remote's mf-manifest.json",
    );
  });
});

describe('compressed delivery', () => {
  it('sends the precompressed file the browser accepts best, and the plain one otherwise', async () => {
    const br = await app.inject({ url: '/vendor.5e6f7a8b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gz = await app.inject({ url: '/vendor.5e6f7a8b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await app.inject({ url: '/vendor.5e6f7a8b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses JSON answers of 1 KB and more, not smaller ones', async () => {
    const big = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');

    const gz = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
    const none = await app.inject({ url: '/api/openapi.json' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it("never count the app's own files, while the API keeps its limit", async () => {
    const limited = await ctx.buildAnother(
      { RATE_LIMIT_ENABLED: 'true' },
      { plugins: [async (instance) => void (await instance.register(serveWeb, { webRoot, remoteOverrides: {} }))] },
    );
    try {
      // More than the global budget (1,000 a minute per address) of cold-load requests from one address.
      const urls = [
        '/',
        '/alerts',
        '/main.1a2b3c4d.js',
        '/remotes.json',
        '/remotes/mf_alerts/mf-manifest.json',
        '/remotes/mf_alerts/81.ab12cd34.js',
      ];
      for (let i = 0; i < 1_050; i += 1) {
        const res = await limited.inject(urls[i % urls.length]!);
        if (res.statusCode !== 200)
          throw new Error(`${urls[i % urls.length]} answered ${res.statusCode} after ${i} requests`);
      }
      // The API's budget is untouched by them, and still ends.
      let status = 0;
      let calls = 0;
      while (status !== 429 && calls < 1_100) {
        status = (await limited.inject('/api/health')).statusCode;
        calls += 1;
      }
      expect(calls).toBe(1_001);
      expect((await limited.inject('/main.1a2b3c4d.js')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
