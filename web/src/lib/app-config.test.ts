import { describe, expect, it } from 'vitest';
import { missingAnonKey, parseAppConfig } from './app-config.ts';

const origin = 'https://portal.example';

describe('runtime app config', () => {
  it('reads the key and SITE_URL the server wrote and calls the API on the page origin', () => {
    const text = '{"anonKey":"eyJ.key","siteUrl":"https://zajednica.example"}';
    expect(parseAppConfig(text, origin)).toEqual({
      supabaseUrl: origin,
      anonKey: 'eyJ.key',
      siteUrl: 'https://zajednica.example',
    });
  });

  it('ignores an API URL in the block: the CSP allows only the page origin', () => {
    const text = '{"supabaseUrl":"http://localhost:3000","anonKey":"k"}';
    expect(parseAppConfig(text, origin).supabaseUrl).toBe(origin);
  });

  it('survives the unfilled block, whitespace and broken JSON', () => {
    for (const text of ['{}', '\n      {}\n    ', '', 'not json', '[1]', 'null']) {
      expect(parseAppConfig(text, origin)).toEqual({
        supabaseUrl: origin,
        anonKey: missingAnonKey,
        siteUrl: origin,
      });
    }
  });
});
