/**
 * The demo dataset of the provincial, precedents and mayoral screens, loaded on the first start of the embedded
 * database. It arrives the way live data does: as the connectors' normalized records (ProposalRecord,
 * DecisionRecord, MayoralDecisionRecord) stored by the registry store's idempotent upserts, never written straight
 * into the tables. Generated from a fixed pseudo-random seed, so the same records come out every time; only the
 * dates are placed relative to the day of seeding, so that the This Week / This Month / This Quarter filters have
 * something to show.
 */
import type { Db } from '../db/client.js';
import type { DecisionRecord, MayoralDecisionRecord, ProposalRecord } from '../pipeline/records.js';
import {
  ingestDecisions,
  ingestMayoralDecisions,
  ingestProposals,
  type RegistryIngestResult,
} from '../pipeline/store-registries.js';
import {
  ACT_CASE_COUNTS,
  DECISION_ATTACHMENTS,
  DEMO_PROPOSALS,
  DEVELOPERS,
  EXPROPRIATING_AUTHORITIES,
  MUNICIPALITIES,
  NUMBERED_COMPANIES,
  PEOPLE,
  SECTIONS,
  STREETS,
  type DemoProposal,
} from './legal-tables.js';
import { demoMayoralDecisions } from './legal-mayoral.js';

export { ACT_CASE_COUNTS };

export { LEGAL_TRIBUNALS, PROVINCIAL_SITES } from '../pipeline/registry-reference.js';

const DEMO_SCALE = 0.15;

/** A small deterministic generator (mulberry32): the same demo rows on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = (items: ReadonlyArray<readonly [string, number]>): string => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of items) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

/** Today in Ontario (YYYY-MM-DD) shifted by `days`. */
function torontoDay(days: number, today = new Date()): string {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(today);
  const date = new Date(`${local}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Tribunal decisions

function decisionTitle(act: string, rng: ReturnType<typeof generator>): string {
  const [city, kind] = rng.pick(MUNICIPALITIES);
  const address = `${rng.int(2, 3400)} ${rng.pick(STREETS)}`;
  switch (act) {
    case 'Expropriations Act':
      return `${rng.pick([...NUMBERED_COMPANIES, ...PEOPLE.map((p) => `${p} Family Trust`)])} v. ${rng.pick(EXPROPRIATING_AUTHORITIES)}`;
    case 'Development Charges Act':
      return `${rng.pick(DEVELOPERS)} v. ${city} (${kind})`;
    case 'Ontario Heritage Act':
      return `Re: ${address}, ${city} (heritage designation)`;
    case 'City of Toronto Act':
      return `Tenants of ${address} v. ${rng.pick(NUMBERED_COMPANIES)}`;
    case 'Municipal Act':
      return `Tenants of ${address} v. ${rng.pick(DEVELOPERS)}`;
    case 'Environmental Protection Act':
      return `${rng.pick(NUMBERED_COMPANIES)} v. Director, Ministry of the Environment, Conservation and Parks`;
    case 'Niagara Escarpment Planning & Development Act':
      return `${rng.pick(PEOPLE)} v. Niagara Escarpment Commission`;
    case 'Conservation Authorities Act':
      return `${rng.pick(PEOPLE)} v. ${rng.pick(['Toronto and Region', 'Credit Valley', 'Conservation Halton', 'Rideau Valley'])} Conservation Authority`;
    case 'Mining Act':
      return `${rng.pick(PEOPLE)} Exploration Ltd. v. ${rng.pick(PEOPLE)} (mining claim dispute)`;
    default: {
      const appellant = rng.next() < 0.55 ? rng.pick([...NUMBERED_COMPANIES, ...DEVELOPERS]) : rng.pick(PEOPLE);
      return rng.next() < 0.2 ? `Re: ${address}, ${city}` : `${appellant} v. ${city} (${kind})`;
    }
  }
}

/** A file posted with a proposal or decision: its link under the page's address, named after the file. */
function attachment(base: string, filename: string, postedAt: string) {
  return { filename, url: `${base}/${encodeURIComponent(filename.toLowerCase().replace(/\s+/g, '-'))}`, postedAt };
}

/** The decisions of the demo, from the fixed act distribution scaled down (about 180 decisions). */
function demoDecisions(today: Date): DecisionRecord[] {
  const rng = generator(2026);
  const decisions: DecisionRecord[] = [];
  let serial = 0;
  for (const [act, fullCount] of ACT_CASE_COUNTS) {
    const count = Math.max(1, Math.round(fullCount * DEMO_SCALE));
    for (let i = 0; i < count; i++) {
      serial += 1;
      // Rental-housing demolition cases (City of Toronto Act s. 111, Municipal Act s. 99.1) go to the LTB.
      const tribunal = act === 'City of Toronto Act' || act === 'Municipal Act' ? 'onltb' : 'onlt';
      const daysAgo = serial % 17 === 0 ? rng.int(0, 6) : rng.int(0, 700);
      const year = Number(torontoDay(-daysAgo, today).slice(0, 4));
      const canlii = `${year}canlii${String(10000 + ((serial * 7919) % 89999))}`;
      const yy = String(year - rng.int(1, 3)).slice(2);
      const caseid =
        serial % 41 === 0
          ? null
          : tribunal === 'onlt'
            ? `OLT-${yy}-${String(rng.int(100, 9999)).padStart(6, '0')}`
            : `${rng.pick(['TST', 'TSL', 'TNL', 'TEL'])}-${rng.int(10000, 99999)}-${yy}`;
      const section = rng.weighted(SECTIONS[act] ?? [['', 1]]);
      const citations = [{ act, section }];
      const sections = SECTIONS[act] ?? [];
      if (sections.length > 1 && rng.next() < 0.25) {
        const second = rng.weighted(sections);
        if (second !== section) citations.push({ act, section: second });
      }
      const attachmentCount = rng.next() < 0.35 ? 0 : rng.int(1, 3);
      const files = [
        ...new Set(
          Array.from({ length: attachmentCount }, (_, k) =>
            k === 0 ? DECISION_ATTACHMENTS[0]! : rng.pick(DECISION_ATTACHMENTS),
          ),
        ),
      ];
      const base = `https://www.canlii.org/en/on/${tribunal}/doc/${year}/${canlii}/${canlii}`;
      const decisionDate = serial % 53 === 0 ? null : torontoDay(-daysAgo, today);
      decisions.push({
        // The key must not depend on the day of seeding (the dates do), so that seeding again adds nothing.
        sourceId: `demo-${tribunal}-${serial}`,
        tribunal,
        title: decisionTitle(act, rng),
        caseid,
        decisionDate,
        municipality: null,
        pdfUrl: serial % 29 === 0 ? null : `${base}.pdf`,
        url: `${base}.html`,
        citations,
        attachments: files.map((filename) =>
          attachment(base, filename, `${decisionDate ?? torontoDay(-30, today)}T15:30:00.000Z`),
        ),
      });
    }
  }
  return decisions;
}

// ---------------------------------------------------------------------------------------------------------------
// Mayoral decisions

// ---------------------------------------------------------------------------------------------------------------

export interface SeedLegalDemoOptions {
  /** The day the relative dates are counted from (tests pass a fixed one). */
  today?: Date;
}

/** The demo's records, as the ERO/ORR, CanLII and mayoral connectors would hand them to the store. */
function legalDemoRecords(today: Date): {
  proposals: ProposalRecord[];
  decisions: DecisionRecord[];
  mayoral: MayoralDecisionRecord[];
} {
  const proposals = DEMO_PROPOSALS.map((p): ProposalRecord => {
    const posted = torontoDay(-p.postedDaysAgo, today);
    const open = p.commentDays !== null && p.commentDays - p.postedDaysAgo >= 0;
    return {
      site: p.site,
      sourceId: p.sourceId,
      title: p.title,
      description: p.description,
      postedDate: posted,
      deadline: p.commentDays === null ? null : torontoDay(p.commentDays - p.postedDaysAgo, today),
      category: p.category,
      ministry: p.ministry,
      status: open ? 'Open for comment' : 'Decision',
      url: p.url,
      attachments: p.attachments.map((filename) => attachment(p.url, filename, `${posted}T14:00:00.000Z`)),
    };
  });
  const decisions = demoDecisions(today);
  const mayoral = demoMayoralDecisions().map((m): MayoralDecisionRecord => ({
    municipality: m.municipality,
    decisionId: m.decisionId,
    title: m.title,
    decisionDate: m.daysAgo === null ? null : torontoDay(-m.daysAgo, today),
    decisionDateText: m.decisionDateText,
    url: m.url,
    bylaws: m.bylaws,
  }));
  return { proposals, decisions, mayoral };
}

export interface LegalDemoResult {
  proposals: RegistryIngestResult;
  decisions: RegistryIngestResult;
  mayoral: RegistryIngestResult;
}

/**
 * Loads the provincial, precedents and mayoral demo data through the registry store. Safe to run again: the
 * store's upserts are keyed by the sources' ids, so the same day's records change nothing and another day's only
 * move the dates of the rows already there.
 */
export async function seedLegalDemo(db: Db, options: SeedLegalDemoOptions = {}): Promise<LegalDemoResult> {
  const records = legalDemoRecords(options.today ?? new Date());
  return {
    proposals: await ingestProposals(db, records.proposals),
    decisions: await ingestDecisions(db, records.decisions),
    mayoral: await ingestMayoralDecisions(db, records.mayoral),
  };
}
