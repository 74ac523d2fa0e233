import type { Translate } from 'shared-auth';
import type { Onboarding, OnboardingStepKey } from '../api/onboardingApi';

/*
 * The first-run checklist's words and links (docs/onboarding.md). Each step is ticked by the API from real state;
 * its link goes to the screen where it is done, the route of the remote manifest that lists the step among its `tasks`.
 */
export interface StepText {
  title: string;
  detail: string;
  action: string;
}

/** The steps' words in the language in use (`t`: the shell catalogue's). */
export const stepTexts = (t: Translate): Record<OnboardingStepKey, StepText> => ({
  property: {
    title: t('Add a property'),
    detail: t('Track an address: the meetings, decisions and applications that concern it.'),
    action: t('Add a property'),
  },
  committees: {
    title: t('Choose its committees'),
    detail: t('Pick the councils and committees whose agendas are read for it (a step of adding a property).'),
    action: t('Choose committees'),
  },
  email_alerts: {
    title: t('Set email alerts'),
    detail: t('Choose immediate mails and a digest, or a digest only, on your account.'),
    action: t('Set email alerts'),
  },
  teammate: {
    title: t('Invite a teammate'),
    detail: t('Share the alerts and assign them to a colleague.'),
    action: t('Invite a teammate'),
  },
  watch_list: {
    title: t('Try a watch list'),
    detail: t('Be told when a word or a file number appears in any agenda, decision or proposal.'),
    action: t('Create a watch list'),
  },
});

/** Shown while some step is not done and the user has not dismissed it. */
export function checklistVisible(state: Onboarding | undefined): state is Onboarding {
  return Boolean(state && !state.dismissed && !state.all_done);
}
