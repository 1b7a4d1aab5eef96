import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ProxyTrust } from '../http/client-ip.ts';
import type { RateLimitStore } from '../http/rate-limit.ts';

/** What every /auth/v1 flow may use. Database work runs as the server's own role. */
export interface AuthContext {
  config: Config;
  db: Database;
  jwtSecret: string;
  rateLimits: RateLimitStore;
  trustProxy: ProxyTrust;
}
