// Part of `npm run build`: the migrated embedded database that a fresh DATA_DIR starts from.
import { ensurePgliteTemplate } from '../server/db/pglite-template.ts';
import { setLogLevel } from '../server/log.ts';

setLogLevel('warn');
console.log(`embedded database template: ${await ensurePgliteTemplate()}`);
