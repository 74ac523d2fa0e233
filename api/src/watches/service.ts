import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  WATCH_LANGUAGES,
  WATCH_SOURCE_KINDS,
  type Watch,
  type WatchDelivery,
  type WatchLanguage,
  type WatchSourceKind,
} from '../db/schema/index.js';
import { ForbiddenError, InvalidError, NotFoundError } from '../lib/domain-errors.js';
import type { WatchCreateBody, WatchMatch, WatchOut, WatchUpdateBody } from '../schemas/watches.js';
import { backfillWatch } from './match.js';
import * as repo from './repository.js';
import { nameProblem, positiveTerms, termsProblem } from './terms.js';

/*
 * Keyword watch lists: create (then a backfill over the last 90 days, never mailed), read, change (new terms or scope
 * backfill again), pause, delete, and the last matches. Rights: any member (admin or analyst) keeps personal watches;
 * only admins create, change or delete company watches, and admins also see and may change or delete the personal
 * watches of their company. Everything is scoped by the caller's company: another company's watch is not found.
 */

/** At most this many watches per company, and per user among them. */
export const MAX_WATCHES_PER_COMPANY = 100;
export const MAX_WATCHES_PER_USER = 25;

export type Viewer = repo.Viewer;

const NOT_FOUND = 'Watch not found';
const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

function canEdit(viewer: Viewer, watch: Watch): boolean {
  return viewer.isAdmin || (watch.userId !== null && watch.userId === viewer.userId);
}

function watchOut(viewer: Viewer, w: repo.WatchWithStats): WatchOut {
  return {
    id: w.id,
    name: w.name,
    terms: w.terms,
    looked_for: w.positiveTerms,
    scope: { municipality_ids: w.municipalityIds, source_kinds: w.sourceKinds, languages: w.languages },
    delivery: w.delivery,
    paused: w.paused,
    company_wide: w.userId === null,
    owner_user_id: w.userId,
    can_edit: canEdit(viewer, w),
    match_count: w.matchCount,
    last_match_at: w.lastMatchAt ? w.lastMatchAt.toISOString() : null,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
  };
}

/** The terms, checked as each language the watch searches reads them (French has its own common words). */
async function checkedTerms(
  db: Db,
  raw: string,
  languages: readonly WatchLanguage[] = ['en'],
): Promise<{ terms: string; positiveTerms: string[] }> {
  const terms = raw.trim();
  const problem = termsProblem(terms);
  if (problem) throw new InvalidError(problem);
  for (const language of languages) await checkedParse(db, terms, language);
  return { terms, positiveTerms: positiveTerms(terms) };
}

async function checkedParse(db: Db, terms: string, language: WatchLanguage): Promise<void> {
  const parsed = await repo.parseTerms(db, terms, language === 'fr' ? 'french' : 'english');
  if (parsed.nodes === 0)
    throw new InvalidError(
      'Terms find nothing: they hold only common words ("the", "of", "and"...) that the search ignores. Add a more specific word or phrase.',
    );
  if (!parsed.positive)
    throw new InvalidError('Terms only exclude words: add at least one word or "phrase" to look for.');
}

function checkedName(raw: string): string {
  const name = raw.trim();
  const problem = nameProblem(name);
  if (problem) throw new InvalidError(problem);
  return name;
}

async function checkedScope(db: Db, scope: WatchCreateBody['scope']) {
  const out: { municipalityIds?: number[]; sourceKinds?: WatchSourceKind[]; languages?: WatchLanguage[] } = {};
  if (scope?.municipality_ids) {
    const ids = [...new Set(scope.municipality_ids)];
    const unknown = await repo.unknownMunicipalities(db, ids);
    if (unknown.length) throw new InvalidError(`Unknown municipality id: ${unknown.join(', ')}`);
    out.municipalityIds = ids;
  }
  if (scope?.source_kinds) {
    const kinds = [...new Set(scope.source_kinds)];
    if (kinds.length === 0) throw new InvalidError(`Choose at least one source kind: ${WATCH_SOURCE_KINDS.join(', ')}`);
    out.sourceKinds = kinds as WatchSourceKind[];
  }
  if (scope?.languages) {
    // In a fixed order ('en' before 'fr'), so that the stored list compares as it reads.
    const languages = WATCH_LANGUAGES.filter((l) => scope.languages!.includes(l));
    if (languages.length === 0) throw new InvalidError(`Choose at least one language: ${WATCH_LANGUAGES.join(', ')}`);
    out.languages = languages;
  }
  return out;
}

export function createWatchService(db: Db) {
  async function get(viewer: Viewer, id: string) {
    const watch = isUuid(id) ? await repo.findWatch(db, viewer, id) : null;
    if (!watch) throw new NotFoundError(NOT_FOUND);
    return watch;
  }

  return {
    async list(viewer: Viewer): Promise<WatchOut[]> {
      return (await repo.listWatches(db, viewer)).map((w) => watchOut(viewer, w));
    },

    async get(viewer: Viewer, id: string): Promise<WatchOut> {
      return watchOut(viewer, await get(viewer, id));
    },

    async create(viewer: Viewer, body: WatchCreateBody) {
      const companyWide = body.company_wide === true;
      if (companyWide && !viewer.isAdmin) throw new ForbiddenError('Only admins can create company watches');
      const name = checkedName(body.name);
      const scope = await checkedScope(db, body.scope);
      const terms = await checkedTerms(db, body.terms, scope.languages);
      return db.transaction(async (tx) => {
        // The limits are checked in the transaction that inserts: two requests at once cannot both pass.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watches:${viewer.companyId}`}))`);
        const counts = await repo.watchCounts(tx, viewer.companyId, viewer.userId);
        if (counts.company >= MAX_WATCHES_PER_COMPANY)
          throw new InvalidError(`A company can have at most ${MAX_WATCHES_PER_COMPANY} watches: delete one first.`);
        if (!companyWide && counts.own >= MAX_WATCHES_PER_USER)
          throw new InvalidError(`You can have at most ${MAX_WATCHES_PER_USER} watches of your own: delete one first.`);
        const id = await repo.insertWatch(tx, viewer.companyId, companyWide ? null : viewer.userId, viewer.userId, {
          name,
          ...terms,
          ...scope,
          delivery: (body.delivery ?? 'immediate') as WatchDelivery,
          paused: body.paused ?? false,
        });
        const backfilled = await backfillWatch(tx, id);
        const saved = (await repo.findWatch(tx, viewer, id))!;
        return { ...watchOut(viewer, saved), backfilled: backfilled.length };
      });
    },

    async update(viewer: Viewer, id: string, body: WatchUpdateBody) {
      const watch = await get(viewer, id);
      if (!canEdit(viewer, watch))
        throw new ForbiddenError(watch.userId === null ? 'Only admins can change company watches' : NOT_FOUND);
      const name = body.name !== undefined ? checkedName(body.name) : undefined;
      const scope = await checkedScope(db, body.scope);
      const languages = scope.languages ?? watch.languages;
      const terms = body.terms !== undefined ? await checkedTerms(db, body.terms, languages) : undefined;
      // A new language reads the kept terms its own way: they must find something there too.
      if (terms === undefined && scope.languages) for (const l of languages) await checkedParse(db, watch.terms, l);
      return db.transaction(async (tx) => {
        await repo.updateWatch(tx, viewer.companyId, id, {
          ...(name !== undefined ? { name } : {}),
          ...(terms ?? {}),
          ...scope,
          ...(body.delivery !== undefined ? { delivery: body.delivery as WatchDelivery } : {}),
          ...(body.paused !== undefined ? { paused: body.paused } : {}),
        });
        // New terms, a wider scope or a resumed watch look back again (known matches are not repeated).
        const again =
          (terms && terms.terms !== watch.terms) || body.scope !== undefined || (watch.paused && body.paused === false);
        const backfilled = again ? await backfillWatch(tx, id) : [];
        const saved = (await repo.findWatch(tx, viewer, id))!;
        return { ...watchOut(viewer, saved), backfilled: backfilled.length };
      });
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      const watch = await get(viewer, id);
      if (!canEdit(viewer, watch))
        throw new ForbiddenError(watch.userId === null ? 'Only admins can delete company watches' : NOT_FOUND);
      await repo.deleteWatch(db, viewer.companyId, id);
    },

    async matches(viewer: Viewer, id: string, limit: number): Promise<WatchMatch[]> {
      const watch = await get(viewer, id);
      const rows = await repo.watchMatches(db, viewer.companyId, watch.id, limit);
      return rows.map((r) => ({
        alert_id: r.alertId,
        source_kind: r.sourceKey.split(':')[0]!,
        title: r.title,
        summary: r.summary,
        headline: r.headline,
        matched_terms: r.matchedTerms,
        backfilled: r.backfilled,
        status: r.status,
        meeting_title: r.meetingTitle,
        meeting_date: r.meetingDate ? r.meetingDate.toISOString() : null,
        document_url: r.documentUrl,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}

export type WatchService = ReturnType<typeof createWatchService>;
