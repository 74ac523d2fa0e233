import type { DbOrTx } from '../db/client.js';
import type { TimelineStep } from '../schemas/notifications.js';
import { decisionsWithTribunal, followStepAlerts, itemsWithMeetings } from './repository.js';

export type { TimelineStep } from '../schemas/notifications.js';

const KIND_ORDER = { meeting: 0, status: 1, tribunal: 2 } as const;

/** The followed item, then every later step found for it (meetings, status changes, tribunal decisions), in order. */
export async function followTimeline(db: DbOrTx, followId: string, agendaItemId: number): Promise<TimelineStep[]> {
  const stepAlerts = await followStepAlerts(db, followId);
  const parsed = stepAlerts.map((s) => {
    const rest = s.sourceKey.slice(`follow:${followId}:`.length);
    const status = /^status:(\d+):/.exec(rest);
    const decision = /^decision:(\d+)$/.exec(rest);
    return {
      ...s,
      kind: (status ? 'status' : decision ? 'tribunal' : 'meeting') as TimelineStep['kind'],
      decisionId: decision ? Number(decision[1]) : null,
    };
  });
  const itemIds = [
    ...new Set([
      agendaItemId,
      ...parsed.filter((p) => p.kind !== 'tribunal' && p.agendaItemId !== null).map((p) => p.agendaItemId!),
    ]),
  ];
  const rows = await itemsWithMeetings(db, itemIds);
  const decisionIds = parsed.flatMap((p) => (p.decisionId !== null ? [p.decisionId] : []));
  const decisions = new Map(
    decisionIds.length ? (await decisionsWithTribunal(db, decisionIds)).map((d) => [d.decision.id, d]) : [],
  );
  const meetingStep = (id: number, alertId: number | null): TimelineStep | null => {
    const r = rows.get(id);
    if (!r) return null;
    return {
      kind: 'meeting',
      agenda_item_id: r.item.id,
      item_number: r.item.itemNumber,
      title: r.item.title,
      meeting_id: r.meeting.id,
      meeting_title: r.meeting.title,
      committee_name: r.meeting.committeeName,
      starts_at: r.meeting.startsAt.toISOString(),
      status: r.meeting.status,
      item_status: r.item.status,
      detail: null,
      url: r.item.sourceUrl,
      alert_id: alertId,
      followed: r.item.id === agendaItemId,
    };
  };
  const steps: TimelineStep[] = [];
  const followed = meetingStep(agendaItemId, null);
  if (followed) steps.push(followed);
  for (const p of parsed) {
    if (p.kind === 'meeting') {
      const step =
        p.agendaItemId !== null && p.agendaItemId !== agendaItemId ? meetingStep(p.agendaItemId, p.alertId) : null;
      if (step && !steps.some((s) => s.kind === 'meeting' && s.agenda_item_id === step.agenda_item_id))
        steps.push(step);
    } else if (p.kind === 'status') {
      const r = p.agendaItemId !== null ? rows.get(p.agendaItemId) : undefined;
      if (!r) continue;
      steps.push({
        ...meetingStep(r.item.id, p.alertId)!,
        kind: 'status',
        status: p.evidence[0]?.text ?? r.item.status ?? 'Decided',
        detail: p.evidence[0]?.detail?.replace(/; followed item .*$/, '') ?? null,
        followed: false,
      });
    } else {
      const d = decisions.get(p.decisionId!);
      if (!d) continue;
      steps.push({
        kind: 'tribunal',
        agenda_item_id: null,
        item_number: d.decision.caseid,
        title: d.decision.title,
        meeting_id: null,
        meeting_title: d.tribunal,
        committee_name: d.tribunal,
        starts_at: d.decision.decisionDate
          ? new Date(`${d.decision.decisionDate}T12:00:00.000Z`).toISOString()
          : p.createdAt.toISOString(),
        status: 'decided',
        item_status: null,
        detail: p.evidence[0]?.detail ?? null,
        url: d.decision.url ?? d.decision.pdfUrl,
        alert_id: p.alertId,
        followed: false,
      });
    }
  }
  return steps.sort(
    (a, b) =>
      a.starts_at.localeCompare(b.starts_at) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.alert_id ?? 0) - (b.alert_id ?? 0),
  );
}
