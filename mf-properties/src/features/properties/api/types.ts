import type { ApiBody, ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document. */

export type Property = ApiResponse<'/api/properties/'>[number];
export type SubscriptionStatus = Property['subscription_status'];
export type PaymentStatus = Property['payment_status'];

/** POST /api/properties/ (with the committees chosen in the form). */
export type NewProperty = ApiBody<'/api/properties/', 'post'>;

/** PUT /api/properties/{id} */
export type PropertyUpdate = ApiBody<'/api/properties/{id}', 'put'>;

export type Municipality = ApiResponse<'/api/properties/municipalities'>[number];

export type LandUseType = ApiResponse<'/api/properties/land-use-types'>[number];

/** `municipality_name`: the committee's municipality, or the regional body (Peel Region, a conservation authority) that includes it. */
export type Committee = ApiResponse<'/api/committees/municipality/{municipality}'>[number];

/** `extraction_error` says why the text could not be read (when extraction_status is 'failed'). */
export type PropertyDocument = ApiResponse<'/api/properties/{id}/documents'>[number];

export type AddressSuggestion = ApiResponse<'/api/properties/address-suggestions'>[number];

/** The bits of GET /api/alerts/?propertyId= the property's page reads. */
export type PropertyAlert = Pick<
  ApiResponse<'/api/alerts/'>[number],
  | 'id'
  | 'property_id'
  | 'severity'
  | 'status'
  | 'meeting_title'
  | 'meeting_date'
  | 'municipality'
  | 'alert_title'
  | 'alert_title_fr'
  | 'alert_summary'
  | 'created_at'
  | 'application'
>;

export type SummaryResult = ApiResponse<'/api/properties/{id}/generate-summary', 'post'>;
