import type { Citation } from '../db/schema/index.js';

/**
 * A summary whose "[n]" markers point at its sources, with the list of those sources under it ("[1] lease.pdf,
 * p. 3"); a marker without a source is taken out, so that no number is left pointing at nothing.
 */
export function summaryWithSources(summary: string, citations: Citation[]): string {
  const text = summary.replace(/\s*\[(\d+)\]/g, (marker, n: string) => (citations[Number(n) - 1] ? marker : '')).trim();
  const used = [...new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  if (!used.length) return text;
  const lines = used.map((n) => {
    const c = citations[n - 1]!;
    return `[${n}] ${c.title}${c.page ? `, p. ${c.page}` : ''}`;
  });
  return `${text}\n\nSources:\n${lines.join('\n')}`;
}
