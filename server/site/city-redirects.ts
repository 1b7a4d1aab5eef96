import type { Context, Next } from 'hono';
import { routePath } from '../../domain/routes.ts';
import type { Database } from '../db/database.ts';
import { readAsAnon } from './anon-read.ts';

interface CityAddress {
  slug: string;
  retired: boolean;
  moved: boolean;
}

/** Longest city address worth a look-up (slugs are at most 100 characters, 0850). */
const longestAddress = 100;

/**
 * A city page or feed at an old slug (the city was renamed or merged into
 * another, 0850) answers a permanent redirect to the city's address now, with
 * the rest of the path and the query kept: links and subscribed calendars
 * keep working. Any other address goes on to be served as before.
 */
export function cityRedirects(db: Database) {
  return async (c: Context, next: Next) => {
    const name = c.req.param('name') ?? '';
    if (name === '' || name.length > longestAddress) return next();
    const [address] = await readAsAnon<CityAddress & Record<string, unknown>>(
      db,
      'select slug, retired, moved from public.city_address($1)',
      [name],
    );
    if (!address?.moved) return next();
    const url = new URL(c.req.url);
    // '/city/{old}/events.ics' keeps its '/events.ics'.
    const tail = url.pathname.split('/').slice(3).join('/');
    const path = routePath('city', { cityName: address.slug }) + (tail ? `/${tail}` : '');
    return c.redirect(`${path}${url.search}`, 301);
  };
}
