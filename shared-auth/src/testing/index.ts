/** The `shared-auth/testing` entry: helpers for the shell's and the remotes' UI tests (never imported by app code). */
export { renderWithProviders, chooseOption, TEST_ACCESS_TOKEN } from './render';
export type { RenderOptions, RenderResult } from './render';
export { CurrentLocation, fillIn } from './dom';
export { jsonResponse, mockApi, TEST_API_BASE_URL } from './fetchMock';
export type { ApiMock, MockHandler, MockReply, MockRequest, MockRoutes } from './fetchMock';
export { authAnswer, testUser } from './fixtures';
export { mockScreenWidth } from './screenWidth';
export { SUBSCRIPTION_CASES, trialStatusOf } from './subscriptionCases';
export type { SubscriptionCase } from './subscriptionCases';
export { missingTexts, SPEC_TEXTS, specTextsOf } from './specTexts';
export type { SpecScreen, SpecText } from './specTexts';
export { compareCatalogue, keysUsedIn } from './catalogueKeys';
