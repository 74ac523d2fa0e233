import { eq } from 'drizzle-orm';
import { alertSummary, alertTitle } from '../../src/alerts/text.js';
import { impactSummary } from '../../src/analysis/alert-text.js';
import type { Match } from '../../src/analysis/match-types.js';
import type { Db } from '../../src/db/client.js';
import {
  agendaItems,
  alertItems,
  alerts,
  meetings,
  municipalities,
  properties,
  type MatchEvidence,
} from '../../src/db/schema/index.js';

/*
 * A meeting's alert at a property as the matcher writes it (its texts made by the matcher's own functions), with two
 * items: one a bilingual portal published in both languages (its French leads the French summary), one in English
 * only. And what a French reader should read of it.
 */

const NB = '\u00a0';
const PROPERTY = 'Tour Laurier';

const BILINGUAL = {
  itemNumber: '4.1',
  title: 'Zoning By-law Amendment – 110 Laurier Avenue West',
  description: 'To permit a 27-storey mixed-use building. Staff recommend approval.',
  titleFr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
  descriptionFr: 'Afin de permettre un immeuble polyvalent de 27 étages. Le personnel recommande l’approbation.',
};
const ENGLISH_ONLY = { itemNumber: '4.2', title: 'Laurier Avenue Watermain Renewal', description: null };

export const EXPECTED = {
  title: alertTitle(BILINGUAL.title, 2),
  titleFr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest et 1 autre point',
  lead: 'To permit a 27-storey mixed-use building. It names 110 Laurier Avenue West, the address of Tour Laurier.',
  leadFr: `Afin de permettre un immeuble polyvalent de 27 étages. Ce point nomme 110 Laurier Avenue West, l’adresse de Tour Laurier.`,
  summaryFr: `Afin de permettre un immeuble polyvalent de 27 étages. Ce point nomme 110 Laurier Avenue West, l’adresse de Tour Laurier. La même réunion compte 1 autre point qui pourrait toucher Tour Laurier.`,
  second: '"Laurier Avenue Watermain Renewal" is about a site 120 m from Tour Laurier.',
  secondFr: `«${NB}Laurier Avenue Watermain Renewal${NB}» porte sur un site situé à 120${NB}m de Tour Laurier.`,
};

const matchOf = (item: { title: string; description: string | null }, evidence: MatchEvidence): Match => ({
  property: { id: 'p', companyId: 'c', name: PROPERTY, address: '110 Laurier Avenue West' },
  item: {
    id: 1,
    meetingId: 1,
    ...item,
    municipalityName: 'Ottawa',
    committeeType: null,
    meetingTitle: 'Planning and Housing Committee',
    meetingDocumentUrl: null,
    documentId: null,
  },
  evidence: [evidence],
});

/** Inserts the alert for `companyId` (urgent: it is mailed at once); answers its ids and texts. */
export async function insertBilingualAlert(db: Db, companyId: string, sourceId = 'ottawa-ph-1') {
  const [ottawa] = await db.select().from(municipalities).where(eq(municipalities.name, 'Ottawa'));
  const [property] = await db
    .insert(properties)
    .values({ companyId, name: PROPERTY, address: '110 Laurier Avenue West', municipalityId: ottawa!.id })
    .returning();
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test:ottawa',
      sourceId,
      municipalityId: ottawa!.id,
      title: 'Planning and Housing Committee',
      startsAt: new Date('2026-12-09T14:30:00Z'),
    })
    .returning();
  const [bilingual] = await db
    .insert(agendaItems)
    .values({ meetingId: meeting!.id, sourceId: `${sourceId}-4.1`, ...BILINGUAL })
    .returning();
  const [english] = await db
    .insert(agendaItems)
    .values({ meetingId: meeting!.id, sourceId: `${sourceId}-4.2`, ...ENGLISH_ONLY })
    .returning();
  const address: MatchEvidence = { rule: 'address', text: '110 Laurier Avenue West', field: 'title', confidence: 0.97 };
  const distance: MatchEvidence = {
    rule: 'distance',
    distanceMeters: 120,
    confidence: 0.85,
    detail: '120 m from the property',
  };
  const lead = impactSummary(matchOf(BILINGUAL, address), ['zoning']);
  const second = impactSummary(matchOf(ENGLISH_ONLY, distance), ['infrastructure']);
  if (lead !== EXPECTED.lead || second !== EXPECTED.second) throw new Error(`the matcher writes otherwise: ${lead}`);
  const summary = alertSummary(2, PROPERTY, lead);
  const [alert] = await db
    .insert(alerts)
    .values({
      companyId,
      propertyId: property!.id,
      meetingId: meeting!.id,
      sourceKey: `meeting:${meeting!.id}`,
      severity: 'urgent',
      title: EXPECTED.title,
      summary,
      preview: lead,
      primaryFinding: lead,
      categories: ['zoning', 'infrastructure'],
    })
    .returning();
  await db.insert(alertItems).values([
    {
      alertId: alert!.id,
      companyId,
      agendaItemId: bilingual!.id,
      rule: 'address',
      confidence: 'High',
      score: 0.97,
      severity: 'urgent',
      categories: ['zoning'],
      impactSummary: lead,
      evidence: [address],
    },
    {
      alertId: alert!.id,
      companyId,
      agendaItemId: english!.id,
      rule: 'distance',
      confidence: 'High',
      score: 0.85,
      severity: 'high',
      categories: ['infrastructure'],
      impactSummary: second,
      evidence: [distance],
    },
  ]);
  return { alertId: alert!.id, propertyId: property!.id, meetingId: meeting!.id, summary };
}
