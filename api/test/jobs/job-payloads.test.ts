import type { Jobs } from '../../src/jobs/queue.js';

/*
 * The queue's send, work and schedule are checked against one payload map (jobs/payloads.ts, filled by each domain's jobs.ts): the type checker
 * (`npm run typecheck`) rejects a wrong payload or an unknown kind. These calls are never run.
 */
function typeChecks(jobs: Jobs) {
  void jobs.send('analyze-items', { agendaItemIds: [1, 2] });
  void jobs.send('ingest', { source: 'escribe:trca' }, { singletonKey: 'ingest-escribe:trca' });
  void jobs.work('match-property', async ({ companyId, propertyId }) => void `${companyId}${propertyId}`);
  void jobs.schedule('notifications-digest', '0 7 * * *', {});
  // @ts-expect-error a payload of another kind
  void jobs.send('analyze-items', { documentIds: [1] });
  // @ts-expect-error a field of the wrong type
  void jobs.send('extract-document', { documentId: '7' });
  // @ts-expect-error an unknown kind
  void jobs.send('analyse-items', { agendaItemIds: [1] });
  // @ts-expect-error a handler reading a field its kind does not carry
  void jobs.work('ingest', async ({ documentId }) => void documentId);
  // @ts-expect-error a schedule without the payload's required field
  void jobs.schedule('ingest', '0 * * * *', {});
}

test('job payloads are checked by the type checker', () => {
  expect(typeof typeChecks).toBe('function');
});
