import { Type, type Static } from '@fastify/type-provider-typebox';
import { PaymentStatus, SubscriptionStatus } from './billing.js';
import { DateTime, Id, IdList, NullableDateTime } from './common.js';

/* Request and answer schemas of /api/properties (also the OpenAPI document). */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Most planning application numbers one property may carry, and most characters each may have. */
export const MAX_APPLICATION_NUMBERS = 20;
export const MAX_APPLICATION_LENGTH = 40;

export const PropertyParams = Type.Object({ id: Type.String({ description: 'Property id' }) });

export const PropertyOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  nickname: NullableString,
  address: NullableString,
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  municipality_id: Type.Union([Type.Integer(), Type.Null()]),
  municipality_name: NullableString,
  current_land_use: NullableString,
  future_land_use: NullableString,
  notes: NullableString,
  application_numbers: Type.Array(Type.String(), {
    description: "The property's own planning application numbers, matched in every source in any spelling",
  }),
  active: Type.Boolean({ description: 'Subscribed (trialing, active or past_due)' }),
  subscription_status: SubscriptionStatus,
  payment_status: PaymentStatus,
  cancel_at_period_end: Type.Boolean(),
  trial_end: NullableDateTime,
  current_period_end: NullableDateTime,
  property_summary: NullableString,
  summary_updated_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
});
export type PropertyOut = Static<typeof PropertyOut>;

const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const LandUse = Text(100);
const ApplicationNumbers = Type.Optional(
  Type.Array(Type.String({ maxLength: MAX_APPLICATION_LENGTH }), {
    maxItems: MAX_APPLICATION_NUMBERS,
    description: `The property's own planning application numbers (at most ${MAX_APPLICATION_NUMBERS}, ${MAX_APPLICATION_LENGTH} characters each), e.g. "OZ 22/012 W7", "22 123456 STE 10 OZ", "A-123/24"`,
  }),
);

export const CreatePropertyBody = Type.Object(
  {
    name: Text(300),
    nickname: Text(200),
    address: Text(500),
    latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    municipality_id: Id(),
    current_land_use: LandUse,
    future_land_use: LandUse,
    notes: Text(5000),
    application_numbers: ApplicationNumbers,
    selectedCommittees: Type.Optional(IdList(200)),
  },
  { additionalProperties: false },
);

export const UpdatePropertyBody = Type.Object(
  {
    nickname: Text(200),
    current_land_use: LandUse,
    future_land_use: LandUse,
    notes: Text(5000),
    application_numbers: ApplicationNumbers,
  },
  {
    additionalProperties: false,
    description: 'Only these fields can change; address and municipality cannot be edited',
  },
);

export const PropertyDocumentOut = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  file_size: Type.Integer({ description: 'Bytes' }),
  uploaded_at: DateTime,
  extraction_status: Type.String({ description: 'pending | done | failed' }),
  extraction_error: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the text could not be read (failed), else null',
  }),
});
export type PropertyDocumentOut = Static<typeof PropertyDocumentOut>;

export const AddressSuggestion = Type.Object({
  id: Type.String(),
  label: Type.String(),
  type: Type.String({ description: 'address | place | locality | region' }),
  place: NullableString,
  municipality: NullableString,
  latitude: Type.Number(),
  longitude: Type.Number(),
});

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const MunicipalityOut = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "Unique; names that collide are told apart ('Hamilton (Northumberland)')" }),
  parent_name: NullableString,
  kind: Type.Union([Type.Literal('single-tier'), Type.Literal('lower-tier')]),
  upper_tier: Type.Union([Type.String(), Type.Null()], {
    description: 'The county or region of a lower-tier municipality',
  }),
  latitude: NullableNumber,
  longitude: NullableNumber,
});

export const NearestMunicipalitiesQuery = Type.Object({
  latitude: Type.Optional(Type.String({ description: 'Decimal degrees, in Ontario', maxLength: 40 })),
  longitude: Type.Optional(Type.String({ description: 'Decimal degrees, in Ontario', maxLength: 40 })),
});

export const NearMunicipalityOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  distance_km: Type.Number({ description: 'From the point to the address point or representative point (0.1 km)' }),
  basis: Type.Union([Type.Literal('address'), Type.Literal('registry')]),
});

export const LandUseTypeOut = Type.Object({ value: Type.String(), label: Type.String() });

export const AddressQuery = Type.Object({ q: Type.String({ maxLength: 200 }) });

export const PropertySummaryOut = Type.Object({
  summary: Type.String(),
  property_summary: Type.String(),
  summary_updated_at: DateTime,
  documents_used: Type.Integer(),
});
export type PropertySummaryOut = Static<typeof PropertySummaryOut>;
