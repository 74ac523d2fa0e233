import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dismissOnboardingOf, onboardingOf } from '../../../onboarding/service.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { OnboardingOut } from '../../../schemas/onboarding.js';

const tags = ['onboarding'];

/** The caller's first-run checklist on the Overview (docs/onboarding.md): any signed-in member, their own only. */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "The caller's first-run checklist, each step ticked from real state, whether it was dismissed, and whether this is their first day",
        security: bearerAuth,
        response: { 200: OnboardingOut, ...errors(401) },
      },
    },
    async (request) => onboardingOf(app.db, request.auth),
  );

  app.post(
    '/dismiss',
    {
      schema: {
        tags,
        summary: "Dismiss the caller's first-run checklist for good",
        security: bearerAuth,
        response: { 200: OnboardingOut, ...errors(401) },
      },
    },
    async (request) => dismissOnboardingOf(app.db, request.auth),
  );
};

export default onboardingRoutes;
