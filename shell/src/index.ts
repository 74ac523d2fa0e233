import { startEarlyRequest, startEarlySessionCheck } from './features/auth/earlySessionCheck';
import { OVERVIEW_FIRST_REQUESTS } from './features/overview/firstRequests';
import { preloadFirstScreen } from './features/remotes/firstScreenPreload';

// The session check's answer is on its way while the app downloads.
startEarlySessionCheck();
// On the Overview, its own first requests too (features/overview/firstScreenData.ts).
if (window.location.pathname === '/') OVERVIEW_FIRST_REQUESTS.forEach(startEarlyRequest);
// The first screen's remotes download while the shell's own chunks do.
preloadFirstScreen(window.location.pathname);
// Async boundary: shared modules are negotiated before any of them is used.
// Named: its chunks are preloaded by index.html (build/first-screen-preload.cjs).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
