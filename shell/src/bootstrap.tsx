import { createRoot } from 'react-dom/client';
import { checkStoredSession, installFocusReturn, store } from 'shared-auth';
import { App } from './app/App';
import { exposeParcelReport } from './features/remotes/parcelRegistry';
import { exposeSharedCheck } from './features/remotes/sharedCheck';

exposeSharedCheck();
exposeParcelReport();
// Closing a dialog gives the focus back to what opened it (shared-auth/src/focusReturn.ts).
installFocusReturn();
// Before the first render: with the early answer already in (index.ts), the first screen renders signed in.
void store.dispatch(checkStoredSession());

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
