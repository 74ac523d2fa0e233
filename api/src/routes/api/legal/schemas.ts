import { Type } from '@fastify/type-provider-typebox';
import { PERIODS, type Period } from '../../../plugins/app/legal-common.js';
import { EnumQuery, oneOf } from '../../../schemas/query.js';

export const DATE_VALUES = [...PERIODS, 'all'] as const;
export const DateQuery = EnumQuery(DATE_VALUES, "This week (Monday to Sunday), month or quarter by America/Toronto calendar; 'all' or absent: no filter");

export const Attachment = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  url: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const Day = Type.Union([Type.String({ format: 'date', description: 'YYYY-MM-DD' }), Type.Null()]);

export function period(value: string | undefined): Period | undefined {
  const chosen = oneOf(value, DATE_VALUES, 'Date');
  return chosen === 'all' ? undefined : chosen;
}
