import { startEarlySessionCheck } from './features/auth/earlySessionCheck';
import { preloadFirstScreen } from './features/remotes/firstScreenPreload';

// The session check's answer is on its way while the app downloads.
startEarlySessionCheck();
// The first screen's remotes download while the shell's own chunks do.
preloadFirstScreen(window.location.pathname);
// Async boundary: shared modules are negotiated before any of them is used.
// Named: its chunks are preloaded by index.html (build/first-screen-preload.cjs).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
