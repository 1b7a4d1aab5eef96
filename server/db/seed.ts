import { moveDemoDatesToToday } from '../../db/seed/demo-dates.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { log } from '../log.ts';
import { seedDemoNewsletter } from '../newsletter/seed-demo-newsletter.ts';
import type { Database } from './database.ts';

/**
 * SEED=demo: fills an empty database with the demo content (db/seed/),
 * once. "Empty" means no organization, event or news yet (the migrations
 * seed the first cities, 0850); an advisory lock lets several instances
 * start at once without seeding twice.
 */
export async function seedDemoIfEmpty(
  db: Database,
  today = new Date(),
  siteUrl = 'http://localhost:3000',
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7352002)');
    const { rows } = await tx.query<{ present: boolean }>(
      `select exists (select 1 from public.organizations)
           or exists (select 1 from public.events)
           or exists (select 1 from public.news) as present`,
    );
    if (rows[0]?.present) return false;
    const summary = await seedDemo(tx, today);
    const digest = await seedDemoNewsletter(tx, today, siteUrl);
    log.info('demo content seeded', { ...summary, newsletterDigests: digest.mailed });
    return true;
  });
  return seeded;
}

/**
 * The first start of a copy of the demo template (server/db/pglite-template.ts):
 * the demo's dates move to today (db/seed/demo-dates.ts), then the part of the
 * demo that names this site and is private to it is made: the newsletter's
 * subscribers, with their own unsubscribe tokens, and this week's digest.
 * Does nothing on any other start.
 */
export async function completeDemoFromTemplate(db: Database, siteUrl: string, now = new Date()) {
  const days = await moveDemoDatesToToday(db, now);
  if (days === undefined) return;
  const digest = await db.transaction((tx) => seedDemoNewsletter(tx, now, siteUrl));
  log.debug('demo content from the template completed', { days, newsletterDigests: digest.mailed });
}
