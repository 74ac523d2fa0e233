import { Type, type Static } from '@fastify/type-provider-typebox';
import { DateTime, NullableDateTime } from './common.js';

/** A degraded source that concerns the caller's company (GET /api/sources/health). */
export const DegradedSourceOut = Type.Object({
  source: Type.String({ description: "The source's name, e.g. 'tmmis:toronto'" }),
  label: Type.String({ description: "What people call it: 'Toronto council agendas', 'TRCA agendas'" }),
  kind: Type.String({
    description: 'council, applications, regional, conservation, provincial, tribunal or mayoral',
  }),
  municipality: Type.Union([Type.String(), Type.Null()], {
    description: 'The municipality or body whose items it brings; null for a province-wide source',
  }),
  degraded_since: DateTime,
  reason: Type.String({ description: "Why, in words: 'The portal refused our requests (403) on the last 3 runs'" }),
  last_success_at: NullableDateTime,
  property_ids: Type.Array(Type.String({ format: 'uuid' }), {
    description: "The company's properties whose alerts may miss this source's items",
  }),
  message: Type.String({
    description:
      "The banner's words: 'Toronto council agendas have not been read since Nov 26. Alerts from them may be missing.'",
  }),
});
export type DegradedSourceOut = Static<typeof DegradedSourceOut>;

export const SourceHealthOut = Type.Object({
  degraded: Type.Array(DegradedSourceOut, {
    description: 'Empty when every source that concerns the company is healthy',
  }),
});
export type SourceHealthOut = Static<typeof SourceHealthOut>;
