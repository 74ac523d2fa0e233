/** Wire shapes of Settings -> API keys (snake_case, as the API sends them), from the generated API types. */
import type { ApiBody, ApiResponse } from 'shared-auth';

export type ApiKey = ApiResponse<'/api/api-keys/'>[number];
export type ApiKeyScope = ApiKey['scopes'][number];
export type NewApiKey = ApiBody<'/api/api-keys/', 'post'>;
export type CreatedApiKey = ApiResponse<'/api/api-keys/', 'post'>;
