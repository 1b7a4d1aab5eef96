import { parseConfig } from '../config.ts';
import { loadJwtSecret } from '../jwt-secret.ts';
import { deriveApiKeys } from '../keys.ts';

/** `npm run keys`: prints the anon and service-role keys of the current configuration. */
const config = parseConfig();
const keys = await deriveApiKeys(await loadJwtSecret(config));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ url: config.siteUrl, ...keys }));
} else {
  console.log(`API URL:          ${config.siteUrl}`);
  console.log(`anon key:         ${keys.anonKey}`);
  console.log(`service_role key: ${keys.serviceRoleKey}`);
  console.log('\nThe service_role key bypasses row-level security: keep it secret.');
}
