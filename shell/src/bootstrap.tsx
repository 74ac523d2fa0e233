import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { exposeSharedCheck } from './features/remotes/sharedCheck';

exposeSharedCheck();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
