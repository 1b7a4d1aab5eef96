import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLength } from '../../domain/field-limits.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { storedRow } from './test-rows.ts';

/**
 * What the database makes of text any client writes (migrations 0244 and
 * 0248), through the real server as an anonymous visitor: invisible
 * characters go, text is NFC, bare host names become https:// links, and
 * over-long values, unsafe URLs and extended email addresses are a 400 that
 * names the column.
 */

let server: TestServer;
beforeAll(async () => {
  // Many anonymous submissions from one address: this suite is about the
  // database's answers, not the per-visitor limits (security/abuse/rest-volume).
  server = await startTestServer({ REST_RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => server.close());

const creator = (fields: Record<string, unknown>) => ({
  id: randomUUID(),
  name_eng: 'Ana Test',
  email_public: 'ana@example.com',
  short_bio_eng: 'Bio.',
  country: 'Canada',
  ...fields,
});

async function submit(fields: Record<string, unknown>) {
  const row = creator(fields);
  const { error, status } = await server.client().from('creators').insert(row);
  return {
    error,
    status,
    stored: error ? undefined : await storedRow(server.db, 'creators', row.id),
  };
}

describe('text hygiene in the database', () => {
  it('removes zero-width, bidi-control and other invisible characters, and normalises to NFC', async () => {
    const { error, stored } = await submit({
      name_eng: '\u200BMarko\u200D Pe\u202Etrovic\u0301\uFEFF',
      city: 'Tor\u2066onto\u2069\r\nWest',
      email_public: 'marko\u200B@example.com',
      short_bio_eng: 'Line one\nline two\u200F',
    });
    expect(error).toBeNull();
    expect(stored).toMatchObject({
      name_eng: 'Marko Petrović',
      city: 'Toronto West',
      email_public: 'marko@example.com',
      short_bio_eng: 'Line one\nline two',
      // A member's slug has a random suffix (0631).
      slug: expect.stringMatching(/^marko-petrovic-[a-z0-9]{6}$/),
    });
    expect((stored!.name_eng as string).length).toBe('Marko Petrović'.length);
  });

  it('gives a bare host name https:// and keeps http://', async () => {
    const { error, stored } = await submit({
      website_url: 'www.example.org',
      instagram_url: 'http://instagram.com/ana',
    });
    expect(error).toBeNull();
    expect(stored).toMatchObject({
      website_url: 'https://www.example.org',
      instagram_url: 'http://instagram.com/ana',
    });
  });

  it('refuses links that are not absolute http(s) URLs with a host, naming the column', async () => {
    for (const url of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'https://user:pass@evil.example',
      'https://evil.example\\@good.example',
    ]) {
      const { error, status } = await submit({ website_url: url });
      expect(status, url).toBe(400);
      expect(error?.message, url).toContain('"website_url"');
    }
    const image = await submit({ avatar_image: '/\\evil.example/x.png' });
    expect(image.status).toBe(400);
    expect(image.error?.message).toContain('"avatar_image"');
  });

  it('refuses an email that a mailto: link could extend', async () => {
    for (const email of [
      'ana@example.com?bcc=everyone@example.org',
      'Ana <ana@example.com>',
      'ana @example.com',
      'ana%3f@example.com',
    ]) {
      const { status, error } = await submit({ email_public: email });
      expect(status, email).toBe(400);
      expect(error?.message, email).toContain('email_public');
    }
  });

  it('answers an over-long value with a 400 naming the column, never a 500', async () => {
    // Random letters do not compress: 3,000 of them used to overflow the name index (500).
    const letters = Array.from({ length: 3000 }, (_, i) =>
      String.fromCharCode(97 + ((i * 7919) % 26)),
    );
    const { status, error } = await submit({ name_eng: letters.join('') });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(`The value of "name_eng" is too long (at most ${maxLength.name})`);

    const atLimit = await submit({ name_eng: 'a'.repeat(maxLength.name) });
    expect(atLimit.error).toBeNull();
  });

  it('bounds rich text by size', async () => {
    const paragraph = { type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(1000) }] };
    const doc = { type: 'doc', content: Array.from({ length: 120 }, () => paragraph) };
    // Over the rich-text limit (100 kB) is over a visitor's whole write body
    // (64 kB, answered 413 before any SQL), so the service role sends it: the
    // CHECK binds every role.
    const { status, error } = await server
      .serviceClient()
      .from('creators')
      .insert(creator({ long_bio_eng: doc }));
    expect(status).toBe(400);
    expect(error?.message).toContain('"long_bio_eng"');
    const visitor = await submit({ long_bio_eng: doc });
    expect(visitor.status).toBe(413);
  });
});
