import type { ApiQuery, ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document. */

export type MeetingPage = ApiResponse<'/api/meetings/'>;
export type Meeting = MeetingPage['items'][number];

type WireMeetingsQuery = ApiQuery<'/api/meetings/'>;
export type MeetingSort = NonNullable<WireMeetingsQuery['sort']>;
export type SortOrder = NonNullable<WireMeetingsQuery['order']>;

/** GET /api/meetings/'s query, with the page as numbers (the query string carries them as text). */
export type MeetingsQuery = Omit<WireMeetingsQuery, 'limit' | 'offset'> & { limit?: number; offset?: number };

export type MeetingMunicipality = ApiResponse<'/api/meetings/municipalities'>[number];

export type MeetingStats = ApiResponse<'/api/meetings/stats'>;
