import { Type, type Static } from '@fastify/type-provider-typebox';
/* The first-run checklist's answer (GET /api/onboarding, POST /api/onboarding/dismiss). */

/** The steps, in the order the Overview lists them (onboarding/checklist.ts ticks them). */
export const ONBOARDING_STEPS = ['property', 'committees', 'email_alerts', 'teammate', 'watch_list'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

export const OnboardingStep = Type.Object({
  key: Type.Union(
    [
      Type.Literal(ONBOARDING_STEPS[0]),
      Type.Literal(ONBOARDING_STEPS[1]),
      Type.Literal(ONBOARDING_STEPS[2]),
      Type.Literal(ONBOARDING_STEPS[3]),
      Type.Literal(ONBOARDING_STEPS[4]),
    ],
    {
      description:
        'property: the company has a property; committees: one of its properties follows a committee; email_alerts: the caller saved their email preferences; teammate: the company has another member (or invitation); watch_list: the caller sees a watch list',
    },
  ),
  done: Type.Boolean({ description: 'Ticked from what the server holds' }),
});

export const OnboardingOut = Type.Object({
  first_day: Type.Boolean({
    description:
      'The account is less than a day old or the caller has no previous visit: the Overview says "Welcome", not "Welcome back"',
  }),
  dismissed: Type.Boolean({ description: 'The caller dismissed the checklist (it stays dismissed)' }),
  completed: Type.Integer({ description: 'Steps done' }),
  total: Type.Integer({ description: 'Steps in all' }),
  all_done: Type.Boolean({ description: 'Every step is done: the checklist is not shown' }),
  steps: Type.Array(OnboardingStep),
});
export type OnboardingOutT = Static<typeof OnboardingOut>;
