// Serves the built shell at / (with the SPA fallback), each built remote under /remotes/<name>/, and the
// run-time remote list at /remotes.json. In production any remote may live on another origin instead.
// None of these is rate limited (isAppFile in web/app-files.ts): a cold page load makes about a hundred requests.
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readRemoteManifest, REMOTES, type RemoteDeclaration, type RemoteName } from '../config/remotes.js';
import { buildRemoteList } from './remote-list.js';
import { firstScreenScripts } from './first-screen.js';
import { withRemoteList } from './shell-page.js';

export interface ServeWebOptions {
  /** The workspace root holding shell/dist and mf-*\/dist. */
  webRoot: string;
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** A manifest of more remotes served beside the product's (REMOTES_EXTRA_MANIFEST: the e2e test-only remotes). */
  extraManifest?: string | null;
}

/** Entry files must be revalidated (a redeployed remote is picked up at once); hashed chunks never change. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  if (reply.request.url.startsWith('/remotes/')) {
    // A remote may be mounted by a shell on another origin: its files are public and cross-origin readable.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  }
  const revalidate = /(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/.test(filePath);
  reply.header('Cache-Control', revalidate ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/** The URL path as a path inside the build folder, or null when it is malformed or tries to leave it. */
function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split(/[/\\]+/).filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.includes('\0'))) return null;
  return segments.join('/');
}

async function serveWeb(app: FastifyInstance, options: ServeWebOptions) {
  const extra: RemoteDeclaration[] = options.extraManifest ? readRemoteManifest(options.extraManifest) : [];
  const remotes = [...REMOTES, ...extra.filter((remote) => !REMOTES.some((known) => known.name === remote.name))];
  const remoteList = buildRemoteList(remotes, options.remoteOverrides);
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remoteList;
  });

  const shellDist = join(options.webRoot, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) {
    app.log.warn(`no built shell in ${shellDist}: the web app is not served (run the build first)`);
    return;
  }

  for (const { name, folder } of remotes) {
    const dist = join(options.webRoot, folder, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`remote ${name} has no build in ${dist}`);
      continue;
    }
    // wildcard: files are looked up when requested, so a redeployed remote is served without a restart.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  // The shell's files are served by the catch-all route below (looked up per request, like the remotes').
  // preCompressed: the build wrote `.br` and `.gz` beside each text asset (scripts/precompress.mjs); the best one
  // the browser accepts is sent, the plain file otherwise.
  await app.register(fastifyStatic, { root: shellDist, serve: false, preCompressed: true, setHeaders: cacheHeaders });

  // Client-side routes (/alerts, /settings/users, ...) all answer the shell's index.html, with the remote list in it
  // (web/shell-page.ts). Read per request, like the other files: a redeployed shell is served without a restart.
  const servedHere = (remote: RemoteDeclaration) => !options.remoteOverrides[remote.name];
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await readFile(join(shellDist, 'index.html'), 'utf8');
    const pathname = request.url.split('?')[0] ?? '/';
    const preloads = await firstScreenScripts(pathname, remotes, options.webRoot, servedHere);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withRemoteList(page, remoteList, preloads));
  };
  app.get('/', { schema: { hide: true } }, sendShell);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path.startsWith('/remotes/')) return reply.callNotFound();
    // A file of the shell's build; a missing one, a malformed escape or a path leaving the build is a 404.
    if (/\.[a-z0-9]+$/i.test(path)) {
      const file = safeRelativePath(path);
      return file ? reply.sendFile(file, shellDist) : reply.callNotFound();
    }
    return sendShell(request, reply);
  });
}

export default fp(serveWeb, { name: 'serve-web' });
