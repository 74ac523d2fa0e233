// The Overview's first requests on a cold load: started by the entry, taken by the store before the first render.
import { api, setCredentials, store, TOKEN_STORAGE_KEY } from 'shared-auth';
import { mockApi, testUser } from 'shared-auth/testing';
import { startEarlyRequest } from '../auth/earlySessionCheck';
import { onboardingApi } from './api/onboardingApi';
import { OVERVIEW_FIRST_REQUESTS } from './firstRequests';
import { prefetchOverviewData } from './firstScreenData';

const ONBOARDING = {
  steps: [{ key: 'property', done: false }],
  completed: 0,
  total: 5,
  dismissed: false,
  all_done: false,
  first_day: true,
};

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  window.__parcelwatchEarlyFetches?.clear();
  store.dispatch(api.util.resetApiState());
  delete window.__PARCELWATCH_CONFIG__;
});

describe('the Overview first data', () => {
  it('takes the answers the entry started: one request each, in the store before the first render', async () => {
    const mock = mockApi({
      'GET /api/onboarding/': { body: ONBOARDING },
      'GET /api/properties/': { body: [] },
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    store.dispatch(setCredentials({ access_token: 'stored-token', user: testUser }));
    OVERVIEW_FIRST_REQUESTS.forEach(startEarlyRequest);
    await prefetchOverviewData('/', 5_000);
    expect(mock.callsTo('GET /api/onboarding/')).toHaveLength(1);
    expect(mock.callsTo('GET /api/properties/')).toHaveLength(1);
    expect(onboardingApi.endpoints.onboarding.select()(store.getState()).data).toEqual(ONBOARDING);
  });

  it('asks nothing on another screen or without a session', async () => {
    const mock = mockApi({ 'GET /api/onboarding/': { body: ONBOARDING } });
    store.dispatch(setCredentials({ access_token: 'stored-token', user: testUser }));
    await prefetchOverviewData('/alerts', 5_000);
    expect(mock.spy).not.toHaveBeenCalled();
  });

  it('lets the first render go after its wait, however slow the answers', async () => {
    mockApi({ 'GET /api/onboarding/': () => new Promise<never>(() => undefined) });
    store.dispatch(setCredentials({ access_token: 'stored-token', user: testUser }));
    const started = Date.now();
    await prefetchOverviewData('/', 50);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
