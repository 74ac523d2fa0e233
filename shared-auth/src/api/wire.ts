import type { paths } from './schema';

/**
 * Types of the API's wire, picked from the generated `paths` (schema.ts) by path and method, so the front end
 * never copies a shape by hand: `ApiResponse<'/api/alerts/{id}'>` is what GET /api/alerts/:id answers,
 * `ApiBody<'/api/alerts/{id}/status', 'patch'>` what PATCH takes, `ApiQuery<'/api/alerts/'>` its query string.
 */
export type ApiPath = keyof paths;
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The methods a path declares. */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]-?: paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod];
type Operation<P extends ApiPath, M extends ApiMethod<P>> = paths[P][M] extends infer O ? NonNullable<O> : never;
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The JSON body of a successful answer (any 2xx the route declares). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P> = 'get' & ApiMethod<P>> =
  Operation<P, M> extends { responses: infer R } ? Json<R[Extract<keyof R, SuccessStatus>]> : never;
/** The JSON request body. */
export type ApiBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
/**
 * The query string's parameters, every one optional: the API fills in what a client leaves out, but its document
 * marks some of those parameters required.
 */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P> = 'get' & ApiMethod<P>> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Partial<NonNullable<Q>> : never;
/** The path's parameters. */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P> = 'get' & ApiMethod<P>> =
  Operation<P, M> extends { parameters: { path?: infer Q } } ? NonNullable<Q> : never;

export type { paths as ApiPaths } from './schema';
