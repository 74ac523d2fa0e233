import { eq } from 'drizzle-orm';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Db } from '../../src/db/client.js';
import { alerts, meetings, municipalities, properties } from '../../src/db/schema/index.js';

/*
 * What the alert chat tests share: the alert a chat is about, and the reading of the chat's SSE answer.
 */

export interface ChatEvent {
  type: string;
  [key: string]: any;
}

/**
 * An urgent alert of `companyId` about its property "Harbour Tower" (98 Harbour Street, Mississauga) and a
 * planning committee meeting, with nothing attached: the rows an alert chat needs.
 */
export async function insertChatAlert(db: Db, companyId: string) {
  const [muni] = await db.select().from(municipalities).where(eq(municipalities.name, 'Mississauga'));
  const [property] = await db
    .insert(properties)
    .values({ companyId, name: 'Harbour Tower', address: '98 Harbour Street', municipalityId: muni!.id })
    .returning();
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test',
      sourceId: 'm1',
      municipalityId: muni!.id,
      title: 'Planning and Development Committee',
      startsAt: new Date('2026-11-30T18:00:00Z'),
    })
    .returning();
  const [alert] = await db
    .insert(alerts)
    .values({
      companyId,
      propertyId: property!.id,
      meetingId: meeting!.id,
      sourceKey: 'meeting:1',
      severity: 'urgent',
      title: 'Rezoning next door',
      summary: 'A tower is proposed next door.',
    })
    .returning();
  return { propertyId: property!.id, meetingId: meeting!.id, alertId: alert!.id };
}

/**
 * Reads an SSE answer to its end with a real parser (eventsource-parser), handing each event's JSON data to
 * `onEvent` as it arrives. Rejects as the body's reading does (a cut connection, an abort).
 */
export async function readChatEvents(res: Response, onEvent: (event: ChatEvent) => void): Promise<void> {
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => onEvent(JSON.parse(message.data) as ChatEvent),
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}
