import { ConfigError, parseConfig } from '../config.ts';
import { loadJwtSecret } from '../jwt-secret.ts';
import { deriveApiKeys } from '../keys.ts';

/** `npm run keys`: prints the anon and service-role keys of the current configuration. */
function readConfig() {
  try {
    return parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const config = readConfig();
const keys = await deriveApiKeys(await loadJwtSecret(config));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ url: config.siteUrl, ...keys }));
} else {
  console.log(`API URL:          ${config.siteUrl}`);
  console.log(`anon key:         ${keys.anonKey}`);
  console.log(`service_role key: ${keys.serviceRoleKey}`);
  console.log('\nThe service_role key bypasses row-level security: keep it secret.');
}
