import type { SourceKind } from '../db/schema/index.js';

/*
 * What a source is called where people read it: "Toronto council agendas", "TRCA agendas", "Ontario Land Tribunal
 * decisions", "Environmental Registry proposals". Always a plural ("... have not been read since Nov 26").
 */

export interface SourceLabelInfo {
  /** The source's connector ('escribe', 'tmmis', ...) when the sources table knows it; else read from the name. */
  connector?: string | null;
  kind?: SourceKind | null;
  /** The name of the municipality, region or conservation authority whose items it brings. */
  municipalityName?: string | null;
}

const PROVINCIAL: Record<string, string> = {
  ero: 'Environmental Registry proposals',
  orr: 'Ontario Regulatory Registry proposals',
  'canlii:onlt': 'Ontario Land Tribunal decisions',
  'canlii:onltb': 'Landlord and Tenant Board decisions',
};

/** "TRCA" for "Toronto and Region Conservation Authority": the initials of its words, small words left out. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((w) => w && !/^(and|of|the|de|du|la|le)$/i.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const titleCase = (words: string) =>
  words.replace(/(^|[-_\s])(\w)/g, (_, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase());

/** The label of a source by its name ('escribe:trca') and what the sources table says of it. */
export function sourceLabel(name: string, info: SourceLabelInfo = {}): string {
  if (PROVINCIAL[name]) return PROVINCIAL[name];
  const [prefix = name, rest = ''] = name.split(':');
  const connector = info.connector ?? prefix;
  const place = info.municipalityName ?? (rest ? titleCase(rest) : null);
  if (connector === 'canlii') return `${rest.toUpperCase() || 'CanLII'} decisions`;
  if (connector === 'mayoral') return `${place ?? 'Mayoral'} mayoral decisions`.replace(/^Mayoral mayoral/, 'Mayoral');
  if (!place) return `${titleCase(name)} items`;
  if (info.kind === 'conservation' || /conservation/i.test(place)) return `${initialsOf(place)} agendas`;
  if (info.kind === 'applications') return `${place} planning applications`;
  if (info.kind === 'regional') return `${place} agendas`;
  if (info.kind === 'provincial' || info.kind === 'tribunal') return `${place} items`;
  return `${place} council agendas`;
}
