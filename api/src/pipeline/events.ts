import type { RaisedAlert } from '../alerts/types.js';
import type { StatusChange } from './store.js';
import type { SourceHealthChange } from './source-health.js';

/**
 * In-process hooks between the pipeline's stages, so that one stage does not import the next:
 * the analysis announces the alerts it created; notifications (emails, webhooks) listen.
 * A listener must not throw into the pipeline: errors are logged and swallowed here.
 * Listeners are for immediacy only; a consumer that must not miss an alert also sweeps the table.
 *
 * Every event and what it carries, declared once: the emitter and the listeners of an event are both checked
 * against this map.
 */
export interface PipelineEventPayloads {
  /** Alerts created by an analysis. */
  alertsCreated: number[];
  /** Existing alerts whose severity a later analysis raised (with the severity before and after). */
  alertsRaised: RaisedAlert[];
  /** Agenda items new or changed by an ingest (after they are stored, before or while they are analysed). */
  itemsIngested: number[];
  /** Stored agenda items whose status or decision changed on a later ingest. */
  itemStatusChanged: StatusChange[];
  /** Tribunal decisions (legal_decisions ids) stored or updated by an ingest. */
  decisionsIngested: number[];
  /** Sources that a run degraded or found recovered (once per change: source-health.ts). */
  sourceHealthChanged: SourceHealthChange[];
}

export type PipelineEventName = keyof PipelineEventPayloads;
export type PipelineListener<E extends PipelineEventName> = (payload: PipelineEventPayloads[E]) => Promise<void> | void;

/** `alertsCreated(ids)` emits an event, `onAlertsCreated(listener)` listens to it; likewise for every event. */
export type PipelineEvents = {
  [E in PipelineEventName as `on${Capitalize<E>}`]: (listener: PipelineListener<E>) => void;
} & {
  [E in PipelineEventName]: (payload: PipelineEventPayloads[E]) => Promise<void>;
};

const EVENTS: readonly PipelineEventName[] = [
  'alertsCreated',
  'alertsRaised',
  'itemsIngested',
  'itemStatusChanged',
  'decisionsIngested',
  'sourceHealthChanged',
];

export function createPipelineEvents(log: { error(obj: object, msg: string): void }): PipelineEvents {
  const listeners = new Map<PipelineEventName, Array<(payload: unknown[]) => Promise<void> | void>>(
    EVENTS.map((event) => [event, []]),
  );
  const emit = async (event: PipelineEventName, payload: unknown[]) => {
    if (payload.length === 0) return;
    for (const listener of listeners.get(event)!) {
      try {
        await listener(payload);
      } catch (error) {
        log.error({ err: error, event }, 'a pipeline event listener failed');
      }
    }
  };
  const events: Record<string, unknown> = {};
  for (const event of EVENTS) {
    events[`on${event[0]!.toUpperCase()}${event.slice(1)}`] = (
      listener: (payload: unknown[]) => Promise<void> | void,
    ) => void listeners.get(event)!.push(listener);
    events[event] = (payload: unknown[]) => emit(event, payload);
  }
  return events as PipelineEvents;
}
