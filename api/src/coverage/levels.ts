import type { MunicipalityKind } from '../db/schema/index.js';

/*
 * Coverage levels: what reaches a property in a municipality, from the sources table and each source's health.
 * Pure functions over loaded rows, so the list and the detail say the same thing.
 */

export type CoverageLevel = 'full' | 'partial' | 'none';
export type SourceState = 'ok' | 'degraded' | 'paused' | 'never-read';
export type SourceScope = 'own' | 'upper-tier' | 'conservation' | 'province';

export interface SourceFacts {
  name: string;
  kind: string;
  municipalityId: number | null;
  paused: boolean;
  lastSuccessAt: Date | null;
  degradedAt: Date | null;
  degradedReason?: string | null;
}

export interface PlaceFacts {
  id: number;
  name: string;
  kind: MunicipalityKind;
}

/** Paused by an operator; degraded by its health; never read until a run succeeded; otherwise ok. */
export function sourceState(source: Pick<SourceFacts, 'paused' | 'lastSuccessAt' | 'degradedAt'>): SourceState {
  if (source.paused) return 'paused';
  if (source.degradedAt) return 'degraded';
  if (!source.lastSuccessAt) return 'never-read';
  return 'ok';
}

/** The source kinds that read a place's own council (a region's or an authority's board for a body). */
const COUNCIL_KINDS = new Set(['council', 'regional', 'conservation']);

export const isCouncilSource = (s: { kind: string }) => COUNCIL_KINDS.has(s.kind);

export interface PlaceCoverage {
  coverage: CoverageLevel;
  /** Its own council agendas are meant to be read: an own council source that is not paused (any health). */
  councilWatched: boolean;
  /** Its own council source, the one the level and the message speak of (the best state first). */
  councilSource: (SourceFacts & { state: SourceState }) | null;
}

const STATE_RANK: Record<SourceState, number> = { ok: 0, degraded: 1, 'never-read': 2, paused: 3 };

/**
 * full: its own council agendas are read by a source in state ok.
 * partial: its own council source is degraded, paused or never read; or it has none but another own source
 *   (planning applications, mayoral decisions) or a source of a region, county or conservation authority it
 *   belongs to is active (not paused).
 * none: only province-wide sources reach it.
 */
export function coverageOf(own: SourceFacts[], bodySources: SourceFacts[]): PlaceCoverage {
  const council = own
    .filter(isCouncilSource)
    .map((s) => ({ ...s, state: sourceState(s) }))
    .sort((a, b) => STATE_RANK[a.state] - STATE_RANK[b.state])[0];
  const councilWatched = !!council && council.state !== 'paused';
  if (council?.state === 'ok') return { coverage: 'full', councilWatched, councilSource: council };
  if (council) return { coverage: 'partial', councilWatched, councilSource: council };
  const active = [...own, ...bodySources].some((s) => !s.paused);
  return { coverage: active ? 'partial' : 'none', councilWatched: false, councilSource: null };
}

const shortDate = (d: Date) =>
  d.toLocaleDateString('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Toronto' });

/** What coverage means for a property there, in words. */
export function coverageMessage(place: PlaceFacts, result: PlaceCoverage): string {
  const { name } = place;
  const body = place.kind === 'upper-tier' || place.kind === 'conservation-authority';
  if (place.kind === 'district')
    return `${name} is a territorial district without a council of its own: each of its municipalities has its own coverage.`;
  const council = result.councilSource;
  if (!council) {
    if (body) return `Agendas of ${name} are not read yet. Its member municipalities still get their own, provincial and tribunal items.`;
    return `Council agendas of ${name} are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.`;
  }
  const subject = body ? `Agendas of ${name}` : `Council agendas of ${name}`;
  switch (council.state) {
    case 'ok':
      return `${subject} are read.`;
    case 'degraded':
      return `${subject} have not been read${council.lastSuccessAt ? ` since ${shortDate(council.lastSuccessAt)}` : ''}${council.degradedReason ? ` (${council.degradedReason.replace(/\.$/, '')})` : ''}. Alerts from them may be missing.`;
    case 'never-read':
      return `${subject} will be read: the source has not been read yet.`;
    case 'paused':
      return `Reading the ${body ? 'agendas' : 'council agendas'} of ${name} is paused. Regional, conservation authority, provincial and tribunal items still arrive.`;
  }
}
