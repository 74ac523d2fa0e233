import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { constraintAnswer, databaseError } from '../../lib/constraint-errors.js';
import { StorageUnavailableError, unavailableDetail } from '../../lib/dependency-errors.js';
import { httpStatusOf } from '../../lib/http-error.js';
import { localizeDetail, requestLanguage } from '../../i18n/language.js';
import { HTTP_URL_PATTERN } from '../../schemas/common.js';

/** 'company_name' -> 'Company name'. */
function label(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Value';
}

const PART_LABELS: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Headers',
};

const ARTICLES: Record<string, string> = { integer: 'an integer', object: 'an object', array: 'an array' };

/** Turns the first schema error into a sentence a user can act on ('Email is required'). */
export function describeValidationError(errors: FastifySchemaValidationError[], part = 'body'): string {
  const error = errors[0];
  if (!error) return 'Invalid request';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  const last = path[path.length - 1];
  // An item of a list is named by its list and position ("Application numbers item 2"), not by its index alone.
  const field = !last
    ? (PART_LABELS[part] ?? 'Request')
    : /^\d+$/.test(last) && path.length > 1
      ? `${label(path[path.length - 2]!)} item ${Number(last) + 1}`
      : label(last);
  switch (error.keyword) {
    case 'required': {
      const missing =
        (params.requiredProperties as string[] | undefined)?.[0] ?? (params.missingProperty as string | undefined);
      return `${label(missing ?? '')} is required`;
    }
    case 'type': {
      const type = String(params.type ?? 'valid');
      return `${field} must be ${ARTICLES[type] ?? `a ${type}`}`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'enum':
      return `${field} must be one of: ${((params.allowedValues as unknown[]) ?? []).join(', ')}`;
    case 'format':
      return `${field} is not a valid ${String(params.format)}`;
    case 'minimum':
    case 'maximum':
      return `${field} must be ${error.keyword === 'minimum' ? '>=' : '<='} ${String(params.limit)}`;
    case 'pattern':
      return params.pattern === HTTP_URL_PATTERN
        ? `${field} must be a link starting with http:// or https://`
        : `${field} is not in the expected format`;
    case 'maxProperties':
      return `${field} must have at most ${String(params.limit)} entries`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

export interface ErrorsPluginOptions {
  /** Handles unknown paths outside /api (e.g. a single-page app fallback); /api paths always get the JSON 404. */
  notFoundHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export const NUL_DETAIL = 'Text must not contain NUL characters';

/** Whether a parsed JSON value holds a NUL character in any string (PostgreSQL text cannot store one). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/** PostgreSQL's answers to bytes that text cannot hold: a user's mistake, not a server fault. */
function isInvalidTextError(error: unknown): boolean {
  return ['22021', '22P05'].includes(databaseError(error)?.code ?? '');
}

/**
 * The one error handler: every error answers `{ detail }`; 5xx hide internals (logged instead). Domain errors get
 * their status from `httpStatusOf` (lib/http-error.ts), so the wire answer is the same whichever layer refused.
 */
export default fp<ErrorsPluginOptions>(
  async (app, opts) => {
    // NUL in a path, query or JSON body is refused before any handler sees it.
    app.addHook('onRequest', async (request, reply) => {
      if (/%00/i.test(request.url)) return reply.code(400).send({ detail: NUL_DETAIL });
    });
    app.addHook('preValidation', async (request, reply) => {
      if (request.body !== undefined && typeof request.body === 'object' && containsNul(request.body))
        return reply.code(400).send({ detail: NUL_DETAIL });
    });
    // Every `detail` sentence in the request's language (docs/i18n.md "The server's sentences"): errors, and the
    // few answers that are a sentence for the user ('Password has been reset successfully.').
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const detail = (payload as { detail?: unknown }).detail;
      if (typeof detail !== 'string') return payload;
      const language = requestLanguage(request.headers['accept-language']);
      return language === 'en-CA' ? payload : { ...payload, detail: localizeDetail(detail, language) };
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(400).send({ detail: describeValidationError(error.validation, error.validationContext) });
      }
      if (isInvalidTextError(error)) return reply.code(400).send({ detail: NUL_DETAIL });
      // A constraint the database enforced (a race two requests ran, a value a schema let through): the client's
      // conflict or mistake, answered with a sentence; the SQL stays in the log.
      const constraint = constraintAnswer(error);
      if (constraint) {
        request.log.warn({ err: error, status: constraint.status }, 'database constraint refused the request');
        return reply.code(constraint.status).send({ detail: constraint.detail });
      }
      // A domain refusal (lib/domain-errors.ts) is answered here, and only here, with its status.
      const domainStatus = httpStatusOf(error);
      // A dependency that does not answer (the database restarting, the file storage down): 503 and a sentence,
      // so the client knows to try again (docs/instances.md, "When a dependency fails").
      // (An error that carries its own status, such as a 502 for a payment provider, keeps it.)
      const unavailable =
        domainStatus === undefined && (error.statusCode === undefined || error instanceof StorageUnavailableError)
          ? unavailableDetail(error)
          : undefined;
      if (unavailable) {
        request.log.warn({ err: error }, 'a dependency is unavailable');
        return reply.code(503).header('retry-after', '5').send({ detail: unavailable });
      }
      const code = domainStatus ?? error.statusCode;
      const status = code && code >= 400 && code < 600 ? code : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ detail: 'Internal Server Error' });
      }
      let detail = error.message;
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          detail = 'Invalid JSON body';
          break;
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          detail = 'Request body is too large';
          break;
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          detail = `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`;
          break;
        default:
          // The JSON parser's SyntaxError carries statusCode 400.
          if (error instanceof SyntaxError && status === 400) detail = 'Invalid JSON body';
      }
      if (status === 401 || status === 403 || status === 429) request.log.info({ status, detail }, 'request refused');
      return reply.code(status).send({ detail });
    });

    app.setNotFoundHandler((request, reply) => {
      if (opts.notFoundHandler && !/^\/api(\/|\?|$)/.test(request.url)) return opts.notFoundHandler(request, reply);
      return reply.code(404).send({ detail: 'Not Found' });
    });
  },
  { name: 'errors' },
);
