import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const folder = new URL('../docs/decisions/', import.meta.url);

describe('docs/decisions', () => {
  it('dates each decision, gives its status and lists it in the index', async () => {
    const records = (await readdir(folder)).filter((name) => /^\d{3}-.+\.md$/.test(name));
    const index = await readFile(new URL('README.md', folder), 'utf8');
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      const text = await readFile(new URL(name, folder), 'utf8');
      expect(text.split('\n')[2], name).toMatch(
        /^Date: \d{4}-\d{2}-\d{2} · Status: (proposed|accepted|superseded by \d{3})$/,
      );
      expect(index, name).toContain(`](${name})`);
    }
  });
});
