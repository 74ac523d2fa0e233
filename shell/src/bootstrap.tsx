import { createRoot } from 'react-dom/client';
import {
  checkStoredSession,
  DEFAULT_LANGUAGE,
  detectLanguage,
  installFocusReturn,
  setLanguage,
  store,
} from 'shared-auth';
import { registerShellCatalogue } from './i18n/catalogue';
import { App } from './app/App';
import { prefetchOverviewData } from './features/overview/firstScreenData';
import { exposeParcelReport } from './features/remotes/parcelRegistry';
import { exposeSharedCheck } from './features/remotes/sharedCheck';

exposeSharedCheck();
exposeParcelReport();
// Closing a dialog gives the focus back to what opened it (shared-auth/src/focusReturn.ts).
installFocusReturn();
// Before the first render: with the early answer already in (index.ts), the first screen renders signed in.
void store.dispatch(checkStoredSession());
// The Overview's own answers, started by the entry and usually in by now: the first render waits for them briefly.
const overviewData = prefetchOverviewData(window.location.pathname, 150);

registerShellCatalogue();
// The language of this device or browser (docs/i18n.md): English renders at once; another language first fetches
// its catalogues and locales, so the first screen never flashes English.
const language = detectLanguage();
const languageReady = language === DEFAULT_LANGUAGE ? Promise.resolve() : setLanguage(language, { remember: false });
const ready = Promise.all([languageReady, overviewData]);

const container = document.getElementById('root');
if (container) void ready.catch(() => undefined).then(() => createRoot(container).render(<App />));
