import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { exposeParcelReport } from './features/remotes/parcelRegistry';
import { exposeSharedCheck } from './features/remotes/sharedCheck';

exposeSharedCheck();
exposeParcelReport();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
