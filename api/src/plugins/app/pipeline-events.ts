import fp from 'fastify-plugin';
import type { RaisedAlert } from '../../analysis/write.js';
import type { StatusChange } from '../../pipeline/store.js';

/**
 * In-process hooks between the pipeline's stages, so that one stage does not import the next:
 * the analysis announces the alerts it created; notifications (emails, webhooks) listen.
 * A listener must not throw into the pipeline: errors are logged and swallowed here.
 * Listeners are for immediacy only; a consumer that must not miss an alert also sweeps the table.
 */
export interface PipelineEvents {
  onAlertsCreated(listener: (alertIds: number[]) => Promise<void> | void): void;
  alertsCreated(alertIds: number[]): Promise<void>;
  /** Existing alerts whose severity a later analysis raised (with the severity before and after). */
  onAlertsRaised(listener: (raised: RaisedAlert[]) => Promise<void> | void): void;
  alertsRaised(raised: RaisedAlert[]): Promise<void>;
  /** Agenda items new or changed by an ingest (after they are stored, before or while they are analysed). */
  onItemsIngested(listener: (agendaItemIds: number[]) => Promise<void> | void): void;
  itemsIngested(agendaItemIds: number[]): Promise<void>;
  /** Stored agenda items whose status or decision changed on a later ingest. */
  onItemStatusChanged(listener: (changes: StatusChange[]) => Promise<void> | void): void;
  itemStatusChanged(changes: StatusChange[]): Promise<void>;
  /** Tribunal decisions (legal_decisions ids) stored or updated by an ingest. */
  onDecisionsIngested(listener: (decisionIds: number[]) => Promise<void> | void): void;
  decisionsIngested(decisionIds: number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pipelineEvents: PipelineEvents;
  }
}

export default fp(
  async (app) => {
    type Listener<T = number> = (ids: T[]) => Promise<void> | void;
    const alertListeners: Listener[] = [];
    const itemListeners: Listener[] = [];
    const statusListeners: Listener<StatusChange>[] = [];
    const decisionListeners: Listener[] = [];
    const raisedListeners: Listener<RaisedAlert>[] = [];
    const emit = async <T,>(listeners: Listener<T>[], ids: T[], event: string) => {
      if (ids.length === 0) return;
      for (const listener of listeners) {
        try {
          await listener(ids);
        } catch (error) {
          app.log.error({ err: error, event }, 'a pipeline event listener failed');
        }
      }
    };
    app.decorate('pipelineEvents', {
      onAlertsCreated: (listener) => void alertListeners.push(listener),
      alertsCreated: (ids) => emit(alertListeners, ids, 'alertsCreated'),
      onAlertsRaised: (listener) => void raisedListeners.push(listener),
      alertsRaised: (raised) => emit(raisedListeners, raised, 'alertsRaised'),
      onItemsIngested: (listener) => void itemListeners.push(listener),
      itemsIngested: (ids) => emit(itemListeners, ids, 'itemsIngested'),
      onItemStatusChanged: (listener) => void statusListeners.push(listener),
      itemStatusChanged: (changes) => emit(statusListeners, changes, 'itemStatusChanged'),
      onDecisionsIngested: (listener) => void decisionListeners.push(listener),
      decisionsIngested: (ids) => emit(decisionListeners, ids, 'decisionsIngested'),
    } satisfies PipelineEvents);
  },
  { name: 'pipeline-events' },
);
