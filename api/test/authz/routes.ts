import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = new Set<Method>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route of the server, read from its own route table (`printRoutes`, the router's radix tree), as
 * "METHOD /path/:param" keys. HEAD (mirrors GET) and the CORS preflight OPTIONS are left out. Where the router
 * merged two routes whose parameter has another name at the same place (":propertyId|:id"), each spelling is
 * expanded and kept only when the router knows it (`hasRoute`).
 */
export function collectRoutes(app: FastifyInstance): string[] {
  const text = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (!m[3]) continue;
    const full = stack.join('');
    for (const method of m[3].split(', ')) {
      if (!METHODS.has(method as Method)) continue;
      // The router does not tell parameter names apart: keep one spelling per route.
      const url = expandAlternatives(full).find((u) => app.hasRoute({ method: method as Method, url: u }));
      if (url) out.add(`${method} ${url}`);
    }
  }
  return [...out].sort();
}

function expandAlternatives(path: string): string[] {
  const m = /:[\w-]+(?:\|:[\w-]+)+/.exec(path);
  if (!m) return [path];
  const alternatives = m[0].split('|');
  return alternatives.flatMap((alt) =>
    expandAlternatives(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)),
  );
}

/** The route with its parameter names and a trailing slash left out: "GET /api/alerts/:" for "GET /api/alerts/:id/". */
export function normalizeRoute(key: string): string {
  return key.replace(/:[\w-]+/g, ':').replace(/(.)\/$/, '$1');
}
