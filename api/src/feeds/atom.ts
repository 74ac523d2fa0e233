import { Feed } from 'feed';
import type { FeedEntry } from './alert-feeds.js';

/*
 * An alert feed as Atom 1.0 (the `feed` library writes the XML). Entries' titles and summaries are plain text: they
 * are escaped before the library wraps them in CDATA as `type="html"`, so a reader shows "<b>" as text and never runs
 * markup (and "]]>" cannot end the CDATA early). The feed's own title is a text element, escaped by the library.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SEVERITY_LABELS: Record<string, string> = { urgent: 'Urgent', high: 'High priority', normal: 'Normal' };

export function renderAtom(input: {
  publicUrl: string;
  feedUrl: string;
  title: string;
  entries: FeedEntry[];
  now?: Date;
}): string {
  const link = (id: number) => `${input.publicUrl}/alerts?alertId=${id}`;
  const feed = new Feed({
    id: input.feedUrl,
    title: input.title, // a text element: the library escapes it
    link: `${input.publicUrl}/alerts`,
    feedLinks: { atom: input.feedUrl },
    copyright: 'Parcelwatch',
    updated: input.entries[0]?.updatedAt ?? input.now ?? new Date(),
  });
  for (const entry of input.entries) {
    const severity = SEVERITY_LABELS[entry.severity] ?? entry.severity;
    feed.addItem({
      id: link(entry.id),
      link: link(entry.id),
      title: escapeHtml(`${severity}: ${entry.title}`),
      description: escapeHtml(entry.summary),
      date: entry.updatedAt,
      published: entry.createdAt,
      category: [{ name: entry.severity, term: entry.severity }],
    });
  }
  return feed.atom1();
}
