// `npm run build` step: prepares the empty PGlite cluster template so a fresh DATA_DIR starts in about a second.
import { ensurePgliteTemplate } from './client.js';

const file = await ensurePgliteTemplate();
console.log(`PGlite template ready: ${file}`);
