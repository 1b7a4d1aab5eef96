// Part of `npm run build`: the migrated embedded database that a fresh DATA_DIR
// starts from, plain and with the demo content (SEED=demo, the default).
import { ensureDemoTemplate, ensurePgliteTemplate } from '../server/db/pglite-template.ts';
import { setLogLevel } from '../server/log.ts';

setLogLevel('warn');
console.log(`embedded database template: ${await ensurePgliteTemplate()}`);
console.log(`embedded database template with the demo: ${await ensureDemoTemplate()}`);
