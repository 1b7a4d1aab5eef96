import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` unless told not to, and
// probes for eval first; the site's Content-Security-Policy forbids eval, so
// in the browser the probe only produces a CSP report. The schemas of domain/
// and web/ import z from here, so the setting is made before any is built.
z.config({ jitless: true });

export { z };
