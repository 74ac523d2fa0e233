import fp from 'fastify-plugin';

/**
 * In-process hooks between the pipeline's stages, so that one stage does not import the next:
 * the analysis announces the alerts it created; notifications (emails, webhooks) listen.
 * A listener must not throw into the pipeline: errors are logged and swallowed here.
 * Listeners are for immediacy only; a consumer that must not miss an alert also sweeps the table.
 */
export interface PipelineEvents {
  onAlertsCreated(listener: (alertIds: number[]) => Promise<void> | void): void;
  alertsCreated(alertIds: number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pipelineEvents: PipelineEvents;
  }
}

export default fp(
  async (app) => {
    const listeners: Array<(alertIds: number[]) => Promise<void> | void> = [];
    app.decorate('pipelineEvents', {
      onAlertsCreated(listener) {
        listeners.push(listener);
      },
      async alertsCreated(alertIds) {
        if (alertIds.length === 0) return;
        for (const listener of listeners) {
          try {
            await listener(alertIds);
          } catch (error) {
            app.log.error({ err: error }, 'an alertsCreated listener failed');
          }
        }
      },
    } satisfies PipelineEvents);
  },
  { name: 'pipeline-events' },
);
