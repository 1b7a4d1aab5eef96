import { describe, expect, it } from 'vitest';
import { missingAnonKey, parseAppConfig } from './app-config.ts';

const origin = 'https://portal.example';

describe('runtime app config', () => {
  it('reads the URL and key the server wrote', () => {
    const text = '{"supabaseUrl":"https://api.example","anonKey":"eyJ.key"}';
    expect(parseAppConfig(text, origin)).toEqual({
      supabaseUrl: 'https://api.example',
      anonKey: 'eyJ.key',
    });
  });

  it('falls back to the page origin when supabaseUrl is missing or empty', () => {
    expect(parseAppConfig('{"anonKey":"k"}', origin).supabaseUrl).toBe(origin);
    expect(parseAppConfig('{"supabaseUrl":"","anonKey":"k"}', origin).supabaseUrl).toBe(origin);
  });

  it('survives the unfilled block, whitespace and broken JSON', () => {
    for (const text of ['{}', '\n      {}\n    ', '', 'not json', '[1]', 'null']) {
      expect(parseAppConfig(text, origin)).toEqual({
        supabaseUrl: origin,
        anonKey: missingAnonKey,
      });
    }
  });
});
