import { preloadFirstScreen } from './features/remotes/firstScreenPreload';

// The first screen's remotes download while the shell's own chunks do.
preloadFirstScreen(window.location.pathname);
// Async boundary: shared modules are negotiated before any of them is used.
void import('./bootstrap');
