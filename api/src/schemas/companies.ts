import { Type, type Static } from '@fastify/type-provider-typebox';
import { REPORT_CATEGORIES, REPORT_PRIORITIES, REPORT_STATUSES } from '../db/schema/index.js';
import { DateTime, IdList, NullableDateTime, Role } from './common.js';

/* Requests and answers of the company area (/api/companies) and of its problem reports (/api/reports). */

// --- /api/companies

export const CompanyUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Role,
  last_login: NullableDateTime,
});
export type CompanyUser = Static<typeof CompanyUser>;

export const TermsOfReference = Type.Object({
  filename: Type.String(),
  file_size: Type.Integer(),
  uploaded_at: DateTime,
});
export type TermsOfReference = Static<typeof TermsOfReference>;

export const MonitoredMunicipality = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_name: Type.Union([Type.String(), Type.Null()]),
});
export type MonitoredMunicipality = Static<typeof MonitoredMunicipality>;

export const MonitoredMunicipalities = Type.Object(
  { monitored_municipalities: Type.Array(MonitoredMunicipality) },
  { description: "The municipalities the company monitors, by name: its properties' and those chosen" },
);

export const CompanyOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  contact_email: Type.Union([Type.String(), Type.Null()]),
  max_users: Type.Integer(),
  user_count: Type.Integer({ description: 'Users of the company, invited ones included (they hold a seat)' }),
  trial_started_at: NullableDateTime,
  trial_ends_at: NullableDateTime,
  is_trial_active: Type.Boolean(),
  days_remaining: Type.Integer({ minimum: 0 }),
  terms_of_reference: Type.Union([TermsOfReference, Type.Null()]),
  monitored_municipalities: Type.Array(MonitoredMunicipality),
  current_user_role: Role,
});
export type CompanyOut = Static<typeof CompanyOut>;

export const UserIdParams = Type.Object({ id: Type.String() });

export const CompanySettingsBody = Type.Object({ contact_email: Type.String({ maxLength: 254 }) });

export const ProfileBody = Type.Object({
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
});

export const MonitoredMunicipalitiesBody = Type.Object({ municipality_ids: IdList(1000) });

export const CompanyExport = Type.Object({}, { additionalProperties: true });

export const DeleteCompanyBody = Type.Object({ password: Type.String({ maxLength: 1024 }) });

export const RoleChangeBody = Type.Object({ role: Type.Enum(['admin', 'analyst']) });

export const InviteBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(Type.Enum(['admin', 'analyst'], { description: 'Ignored: invitations always make analysts' })),
});

// --- /api/reports

export const ReportUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});

export const Report = Type.Object({
  id: Type.String({ format: 'uuid' }),
  subject: Type.String(),
  category: Type.Enum([...REPORT_CATEGORIES]),
  description: Type.String(),
  priority: Type.Enum([...REPORT_PRIORITIES]),
  status: Type.Enum([...REPORT_STATUSES]),
  created_at: DateTime,
  user: Type.Union([ReportUser, Type.Null()], {
    description: 'The author; null once the author was removed from the company',
  }),
});
export type Report = Static<typeof Report>;

export const NewReportBody = Type.Object({
  subject: Type.String({ maxLength: 200 }),
  category: Type.Optional(Type.Enum([...REPORT_CATEGORIES], { default: 'bug' })),
  description: Type.String({ maxLength: 20000 }),
  priority: Type.Optional(Type.Enum([...REPORT_PRIORITIES], { default: 'medium' })),
});

export const ReportIdParams = Type.Object({ id: Type.String() });
