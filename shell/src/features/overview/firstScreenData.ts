import { store } from 'shared-auth';
import { onboardingApi } from './api/onboardingApi';
import { overviewApi } from './api/overviewApi';

/**
 * The Overview's own requests on a cold load that lands on it with a stored session. The shell's entry starts them
 * (OVERVIEW_FIRST_REQUESTS, beside the session check) while the app downloads; here, before the first render, the
 * store takes those answers. The first-run checklist (the page's largest text on a new account) and the property list
 * then render with the page's first paint, instead of one round trip and one more render after it (the Overview's
 * LCP). The page's hooks read these cached answers and ask again where they always do; a stale token fails these as
 * it fails the session check. Settles when both answers are in the store (or failed), or after `waitMs` at most: the
 * first render waits that long for them, no longer.
 */
export function prefetchOverviewData(pathname: string, waitMs: number): Promise<void> {
  if (pathname !== '/' || !store.getState().auth.token) return Promise.resolve();
  const answers = Promise.allSettled([
    store.dispatch(onboardingApi.endpoints.onboarding.initiate(undefined, { subscribe: false })),
    store.dispatch(overviewApi.endpoints.overviewProperties.initiate(undefined, { subscribe: false })),
  ]);
  return Promise.race([answers.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
