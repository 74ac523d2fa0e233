import type { PollClock } from './pipeline/service.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config/index.js';
import type { Database } from './db/client.js';
import accessTokensPlugin from './plugins/app/access-tokens.js';
import attemptLimitsPlugin from './plugins/app/attempt-limits.js';
import aiPlugin from './plugins/app/ai.js';
import analysisPlugin from './plugins/app/analysis.js';
import applicationsPlugin from './plugins/app/applications.js';
import areasPlugin from './plugins/app/areas.js';
import documentAnalysisPlugin from './plugins/app/document-analysis.js';
import billingPlugin from './plugins/app/billing.js';
import errorsPlugin, { type ErrorsPluginOptions } from './plugins/app/errors.js';
import followsPlugin from './plugins/app/follows.js';
import jobsPlugin from './plugins/app/jobs.js';
import legalDemoPlugin from './plugins/app/legal-demo.js';
import mailerPlugin from './plugins/app/mailer.js';
import notificationsPlugin from './plugins/app/notifications.js';
import passwordsPlugin from './plugins/app/passwords.js';
import passwordResetPlugin from './plugins/app/password-reset.js';
import pipelineEventsPlugin from './plugins/app/pipeline-events.js';
import pipelinePlugin from './plugins/app/pipeline.js';
import sessionsPlugin from './plugins/app/sessions.js';
import twoFactorPlugin from './plugins/app/two-factor.js';
import watchesPlugin from './plugins/app/watches.js';
import compressPlugin from './plugins/external/compress.js';
import corsPlugin from './plugins/external/cors.js';
import dbPlugin from './plugins/external/db.js';
import drainPlugin from './plugins/external/drain.js';
import helmetPlugin from './plugins/external/helmet.js';
import multipartPlugin from './plugins/external/multipart.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import redisPlugin from './plugins/external/redis.js';
import swaggerPlugin from './plugins/external/swagger.js';
import requestTimeoutPlugin from './plugins/external/request-timeout.js';
import storagePlugin from './plugins/external/storage.js';
import tenantPlugin from './plugins/external/tenant.js';
import adminRoutes from './routes/api/admin/index.js';
import coverageRequestRoutes from './routes/api/admin/coverage-requests.js';
import applicationRoutes from './routes/api/applications/index.js';
import areaRoutes from './routes/api/areas/index.js';
import searchRoutes from './routes/api/search/index.js';
import coverageRoutes from './routes/api/coverage/index.js';
import alertRoutes from './routes/api/alerts/index.js';
import alertInboxRoutes from './routes/api/alerts/inbox-state.js';
import inboxRoutes from './routes/api/inbox/index.js';
import onboardingRoutes from './routes/api/onboarding/index.js';
import authRoutes from './routes/api/auth/index.js';
import committeeRoutes from './routes/api/committees/index.js';
import documentRoutes from './routes/api/documents/index.js';
import mapRoutes from './routes/api/map/index.js';
import meetingRoutes from './routes/api/meetings/index.js';
import meetingCalendarRoutes from './routes/api/meetings/calendar.js';
import notificationRoutes from './routes/api/notifications/index.js';
import projectInsightRoutes from './routes/api/project-insights/index.js';
import propertyRoutes from './routes/api/properties/index.js';
import companyRoutes from './routes/api/companies/index.js';
import customAuthRoutes from './routes/api/custom-auth/index.js';
import healthRoutes from './routes/api/health/index.js';
import sourceHealthRoutes from './routes/api/source-health/index.js';
import twoFactorRoutes from './routes/api/two-factor/index.js';
import propertySubscriptionRoutes from './routes/api/property-subscriptions/index.js';
import reportRoutes from './routes/api/reports/index.js';
import apiKeyRoutes from './routes/api/api-keys/index.js';
import feedRoutes from './routes/api/feeds/index.js';
import stripeRoutes from './routes/api/stripe/index.js';
import watchRoutes from './routes/api/watches/index.js';
import alertExportRoutes from './routes/api/exports/alerts.js';
import meetingExportRoutes from './routes/api/exports/meetings.js';
import watchExportRoutes from './routes/api/exports/watches.js';
import billingPages from './routes/billing-pages/index.js';
import { redactFeedToken } from './meetings/calendar-feed.js';
import type { ResolveAll } from './notifications/webhook-target.js';
import filesSweepPlugin from './plugins/app/files-sweep.js';
import { extractionPool } from './extract/pool.js';
import { configureRegistryHeapGrowth } from './lib/heap-growth.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** An already-open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /**
   * Plugins registered after the API routes, e.g. the front end's static serving. They run in the root
   * context, so they can add routes outside /api.
   */
  plugins?: Array<FastifyPluginAsync | [FastifyPluginAsync, Record<string, unknown>]>;
  /** Answers unknown paths outside /api (the JSON 404 `{ detail: 'Not Found' }` otherwise). */
  notFoundHandler?: ErrorsPluginOptions['notFoundHandler'];
  /** Extra Fastify server options (merged over the defaults). */
  fastify?: FastifyServerOptions;
  /** How webhook host names are resolved (node:dns by default; tests answer their own addresses, e.g. DNS rebinding). */
  webhookResolve?: ResolveAll;
  /** The day a host's request budget counts in (Toronto's by default; the freshness bench compresses one). */
  pollClock?: PollClock;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Fastify's request serializer, with the secret of iCal feed URLs masked.
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactFeedToken(req.url),
        version: req.headers?.['accept-version'] as string | undefined,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "trust the nearest N hops" here: Fastify itself now
 * treats a bare number as "trust nobody", since it cannot tell a proxy from a client reaching the server directly.
 * So a hop count is for a server reachable only through its proxies (docs/configuration.md says so); a list of the proxies'
 * addresses is the safer setting.
 */
export function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp(config: Config, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    // The db plugin applies migrations (and, on PostgreSQL, checks the RLS role): on a busy machine that can take
    // longer than avvio's default 10 s per plugin.
    pluginTimeout: 60_000,
    // While the app closes (SIGTERM), a request that still arrives on an open connection is served, with
    // `Connection: close`, rather than answered 503: the database closes only after the last one (plugins/external/shutdown.ts).
    // Idle keep-alive connections are closed before any further request is read, so a client retries elsewhere.
    return503OnClosing: false,
    // Whose X-Forwarded-For gives the client's address (request.ip: rate limits, sessions): TRUST_PROXY.
    trustProxy: trustProxyOption(config.trustProxy),
    // Errors raised by the router before any handler (a malformed URL escape) answer like every other error.
    frameworkErrors: (error, _request, reply) => {
      const detail = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad Request';
      void (reply as FastifyReply).code(400).send({ detail });
    },
    ...opts.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // TypeBox validation: query strings and params are converted (?n=5 -> 5), JSON bodies must have the right
  // types (no silent coercion of 123 into "123").
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.decorate('config', config);
  if (opts.pollClock) app.decorate('pollClock', opts.pollClock);
  // Document text extraction runs in the process's worker pool, within these limits.
  extractionPool.configure(config.extract);
  configureRegistryHeapGrowth(config.registryHeapGrowingPercent);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External: infrastructure. The tenant context comes first: every later hook and handler runs inside it.
  await app.register(tenantPlugin);
  await app.register(drainPlugin);
  await app.register(requestTimeoutPlugin);
  await app.register(errorsPlugin, { notFoundHandler: opts.notFoundHandler });
  await app.register(dbPlugin, { database: opts.database });
  await app.register(storagePlugin);
  await app.register(corsPlugin);
  await app.register(compressPlugin);
  await app.register(helmetPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(multipartPlugin);

  // App: repositories and services decorating the instance.
  await app.register(passwordsPlugin);
  await app.register(attemptLimitsPlugin);
  await app.register(accessTokensPlugin);
  await app.register(sessionsPlugin);
  await app.register(twoFactorPlugin);
  await app.register(mailerPlugin);
  await app.register(billingPlugin);
  // The municipal pipeline: jobs -> ingest -> analysis (matching, insights), follows -> alerts -> events -> notifications.
  await app.register(pipelineEventsPlugin);
  await app.register(jobsPlugin);
  await app.register(passwordResetPlugin);
  await app.register(aiPlugin);
  await app.register(analysisPlugin);
  await app.register(documentAnalysisPlugin);
  // Before the pipeline: its ingest runs the application registries through app.applications, whose new files are
  // also matched against the area watches.
  await app.register(areasPlugin);
  await app.register(applicationsPlugin);
  await app.register(pipelinePlugin);
  await app.register(followsPlugin);
  await app.register(notificationsPlugin, { resolve: opts.webhookResolve });
  await app.register(filesSweepPlugin);
  await app.register(watchesPlugin);
  // Provincial proposals, precedents and mayoral decisions (global data), and their demo data on the embedded database.
  await app.register(legalDemoPlugin);

  // Routes, one folder per area of /api.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(customAuthRoutes, { prefix: '/api/custom-auth' });
  await app.register(twoFactorRoutes, { prefix: '/api/two-factor' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(companyRoutes, { prefix: '/api/companies' });
  await app.register(stripeRoutes, { prefix: '/api/stripe' });
  await app.register(propertySubscriptionRoutes, { prefix: '/api/property-subscriptions' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(apiKeyRoutes, { prefix: '/api/api-keys' });
  await app.register(feedRoutes, { prefix: '/api/feeds' });
  await app.register(billingPages); // /billing/checkout/... and /billing/invoices/... (local provider pages)
  await app.register(import('./routes/api/legal/index.js'), { prefix: '/api' }); // provincial, precedents, mayoral
  await app.register(propertyRoutes, { prefix: '/api/properties' });
  await app.register(committeeRoutes, { prefix: '/api/committees' });
  await app.register(alertRoutes, { prefix: '/api/alerts' });
  await app.register(alertInboxRoutes, { prefix: '/api/alerts' });
  await app.register(inboxRoutes, { prefix: '/api/inbox' });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding' });
  await app.register(projectInsightRoutes, { prefix: '/api/project-insights' });
  await app.register(mapRoutes, { prefix: '/api/map' });
  await app.register(meetingRoutes, { prefix: '/api/meetings' });
  await app.register(meetingCalendarRoutes, { prefix: '/api/meetings' });
  await app.register(documentRoutes, { prefix: '/api/documents' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(watchRoutes, { prefix: '/api/watches' });
  await app.register(areaRoutes, { prefix: '/api/areas' });
  await app.register(alertExportRoutes, { prefix: '/api/alerts' });
  await app.register(meetingExportRoutes, { prefix: '/api/meetings' });
  await app.register(watchExportRoutes, { prefix: '/api/watches' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(coverageRequestRoutes, { prefix: '/api/admin' });
  await app.register(coverageRoutes, { prefix: '/api/coverage' });
  await app.register(applicationRoutes, { prefix: '/api/applications' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(sourceHealthRoutes, { prefix: '/api/sources' });

  for (const entry of opts.plugins ?? []) {
    if (Array.isArray(entry)) await app.register(entry[0], entry[1]);
    else await app.register(entry);
  }

  await app.ready();
  return app as unknown as FastifyInstance;
}
