import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ProxyTrust } from '../http/client-ip.ts';
import type { RateLimitStore } from '../http/rate-limit.ts';
import type { TrustedKey } from '../jwt-trusted-keys.ts';
import type { ObjectStore } from './object-store.ts';

/** What every handler of /storage/v1 works with. */
export interface StorageContext {
  config: Config;
  db: Database;
  store: ObjectStore;
  jwtSecret: string;
  trustedKeys: readonly TrustedKey[];
  rateLimits: RateLimitStore;
  trustProxy: ProxyTrust;
}
