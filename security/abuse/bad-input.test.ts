import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/test-server.ts';
import { rawRequest } from '../raw-http.ts';
import { signUpAndIn, startSecurityServer } from '../security-server.ts';

/**
 * Bad input as an abuser sends it, with real HTTP from several client
 * addresses (TRUST_PROXY): deep JSON, over-long names, invisible characters,
 * links that leave the site, email addresses that extend a mailto: link and
 * a lone CR in the calendar feed. Each gets a 4xx in its API's error shape,
 * or is stored cleaned, never a 500.
 */

let server: TestServer;
let callers = 0;

beforeAll(async () => {
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server?.close());

function send(method: string, path: string, body: string, token = server.keys.anonKey) {
  return rawRequest(server.url, path, {
    method,
    body,
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.9.${Math.floor(++callers / 250)}.${callers % 250}`,
    },
  });
}

/** A visitor's creator submission with these fields, as the form's insert sends it. */
const submitCreator = (fields: Record<string, unknown>) =>
  send('POST', '/rest/v1/creators', JSON.stringify(fields));

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('deeply nested JSON', () => {
  // 10 kB of brackets inside an otherwise plausible body: 500 (503 on /token) before.
  const deep = (fields: Record<string, unknown>) =>
    JSON.stringify({ ...fields, data: 0 }).replace('0}', `${nested(5000)}}`);

  it('is a GoTrue 400 on every auth endpoint that reads a body', async () => {
    const session = await signUpAndIn(server, `deep-${randomUUID()}@example.com`);
    const body = deep({ email: 'someone@example.com', password: 'Correct-Horse-9' });
    for (const [method, path, token] of [
      ['POST', '/auth/v1/signup', undefined],
      ['POST', '/auth/v1/recover', undefined],
      ['POST', '/auth/v1/token?grant_type=password', undefined],
      ['PUT', '/auth/v1/user', session.access_token],
    ] as const) {
      const answer = await send(method, path, body, token);
      expect(answer.status, `${path}: ${answer.body}`).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({ code: 400, error_code: 'bad_json' });
      expect(answer.body).toContain('nested');
    }
  });

  it('is a 400 on the functions, in their error shape', async () => {
    for (const name of [
      'report-creator-profile',
      'send-creator-contact-form',
      'request-creator-claim',
    ]) {
      const answer = await send('POST', `/functions/v1/${name}`, deep({ reason: 'x' }));
      expect(answer.status, `${name}: ${answer.body}`).toBe(400);
      expect(JSON.parse(answer.body), name).toMatchObject({ code: 'bad_json' });
    }
  });

  it('is a PostgREST 400 on tables and RPC', async () => {
    for (const [path, body] of [
      ['/rest/v1/creators', deep({ name_eng: 'x' })],
      ['/rest/v1/creators', `[${nested(5000)}]`],
      ['/rest/v1/rpc/search_all', deep({ keyword: 'x' })],
    ] as const) {
      const answer = await send('POST', path, body);
      expect(answer.status, `${path}: ${answer.body}`).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({ code: 'PGRST102' });
    }
  });

  it('still accepts a rich-text document, which nests a few levels', async () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }] },
      ],
    };
    const answer = await submitCreator({
      name_eng: 'Rich Text',
      email_public: 'rt@example.com',
      long_bio_eng: doc,
    });
    expect(answer.status, answer.body).toBe(201);
  });
});

describe('over-long and invisible text', () => {
  it('answers an anonymous 3,000-character creator name with a 400 naming the column', async () => {
    const name = Array.from({ length: 3000 }, (_, i) =>
      String.fromCharCode(97 + ((i * 7919) % 26)),
    );
    const answer = await submitCreator({ name_eng: name.join('') });
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '23514' });
    expect(JSON.parse(answer.body).message).toContain('"name_eng"');
  });

  it('answers over-long fields of every public form with a 400, never a 500', async () => {
    const long = 'x'.repeat(60_000);
    for (const [table, column, row] of [
      ['organizations', 'name_en', { name_en: long, category: 'culture', city_tag: 'Toronto' }],
      [
        'events',
        'description_en',
        { title_en: 'x', description_en: long, event_date: '2030-01-01', city_tag: 'Toronto' },
      ],
      ['news', 'content_en', { title_en: 'x', content_en: long }],
      ['creators', 'short_bio_eng', { name_eng: 'x', short_bio_eng: long }],
    ] as const) {
      const session = await signUpAndIn(server, `long-${randomUUID()}@example.com`);
      const answer = await send(
        'POST',
        `/rest/v1/${table}`,
        JSON.stringify({ ...row, status: 'pending_review' }),
        session.access_token,
      );
      expect(answer.status, `${table}: ${answer.body.slice(0, 300)}`).toBe(400);
      expect(JSON.parse(answer.body).message, table).toContain(`"${column}"`);
    }
  });

  it('stores a name with zero-width and bidi characters without them, NFC', async () => {
    const id = randomUUID();
    const answer = await submitCreator({
      id,
      name_eng: 'Pe\u200Btrovic\u0301\u202E',
      city: 'Toronto\u200D',
    });
    expect(answer.status, answer.body).toBe(201);
    const { rows } = await server.db.query(
      'select name_eng, city, slug from public.creators where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      name_eng: 'Petrović',
      city: 'Toronto',
      slug: expect.stringMatching(/^petrovic/),
    });
  });

  it('refuses a sign-up address with invisible characters or a query', async () => {
    for (const email of ['victim\u200B@example.com', 'victim@example.com?bcc=me@example.org']) {
      const answer = await send(
        'POST',
        '/auth/v1/signup',
        JSON.stringify({ email, password: 'Correct-Horse-9' }),
      );
      expect(answer.status, `${email}: ${answer.body}`).toBe(400);
    }
  });
});

describe('links and addresses', () => {
  it('refuses links that open another host or run script', async () => {
    for (const url of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'https://a@evil.example',
    ]) {
      const answer = await submitCreator({ name_eng: 'Link', website_url: url });
      expect(answer.status, `${url}: ${answer.body}`).toBe(400);
      expect(JSON.parse(answer.body).message).toContain('"website_url"');
    }
  });

  it('refuses an email a mailto: link would extend', async () => {
    const answer = await submitCreator({
      name_eng: 'Mail',
      email_public: 'me@example.com?bcc=all@example.org',
    });
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body).message).toContain('email_public');
  });

  it('makes a bare host name an https:// link', async () => {
    const id = randomUUID();
    const answer = await submitCreator({ id, name_eng: 'Bare', website_url: 'www.example.org' });
    expect(answer.status, answer.body).toBe(201);
    const { rows } = await server.db.query(
      'select website_url from public.creators where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ website_url: 'https://www.example.org' });
  });
});

describe('the calendar feed', () => {
  it('never lets a lone CR in a description end a content line', async () => {
    const { rows } = await server.db.query<{ slug: string }>(
      `insert into public.events (title_en, description_en, event_date, city_tag, status)
       values ('Kolo', $1, current_date + 7, 'Toronto', 'published') returning slug`,
      ['Dances\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected'],
    );
    expect(rows[0]?.slug).toBeTruthy();
    const feed = await rawRequest(server.url, '/events.ics');
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('SUMMARY:Kolo');
    expect(feed.body.replace(/\r\n/g, '')).not.toContain('\r');
    expect(feed.body).not.toMatch(/^SUMMARY:Injected/m);
  });
});
