/** Lengths of the chaos scenarios: short in CI, full with CHAOS_FULL=1. */

export const chaosFull = process.env.CHAOS_FULL === '1';

export const chaosSettings = chaosFull
  ? {
      loadSeconds: 60,
      warmupSeconds: 15,
      loadConnections: 100,
      postgresDownMs: 10_000,
      smtpDownMs: 30_000,
      writeSeconds: 20,
      mailBurst: 200,
    }
  : {
      loadSeconds: 10,
      warmupSeconds: 5,
      loadConnections: 100,
      postgresDownMs: 3_000,
      smtpDownMs: 6_000,
      writeSeconds: 6,
      mailBurst: 40,
    };

/** Ports of the servers the chaos tests start (the team's range for this suite). */
export const chaosPorts = {
  load: 4961,
  postgresRestart: 4962,
  smtpOutage: 4963,
  kill9: 4964,
  instanceA: 4965,
  instanceB: 4966,
  smtp: 4967,
  tempPostgres: 4969,
};
