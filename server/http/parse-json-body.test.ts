import { describe, expect, it } from 'vitest';
import {
  BadJsonBody,
  jsonNestedDeeperThan,
  maxJsonDepth,
  parseJsonBody,
} from './parse-json-body.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('parseJsonBody', () => {
  it('parses ordinary bodies, a rich-text document included', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'a', marks: [{ type: 'bold' }] }],
        },
      ],
    };
    expect(parseJsonBody(JSON.stringify([{ long_bio_eng: doc }]))).toEqual([{ long_bio_eng: doc }]);
    expect(parseJsonBody(nested(maxJsonDepth))).toBeInstanceOf(Array);
  });

  it('refuses nesting past the limit before parsing, however short the body', () => {
    const error = (() => {
      try {
        parseJsonBody(nested(maxJsonDepth + 1));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(BadJsonBody);
    expect((error as BadJsonBody).reason).toBe('depth');
    // 10 kB of brackets: what answered 500 before.
    expect(() => parseJsonBody(nested(5000))).toThrow(BadJsonBody);
    expect(() => parseJsonBody('{"a":' + '['.repeat(100_000))).toThrow(/nested more than/);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: '[[[[{{{{'.repeat(100) + '\\"[[[' });
    expect(jsonNestedDeeperThan(text, 1)).toBe(false);
    expect(parseJsonBody(text)).toEqual(JSON.parse(text));
  });

  it('reports malformed JSON as a syntax problem', () => {
    expect(() => parseJsonBody('{')).toThrow(BadJsonBody);
    try {
      parseJsonBody('{"a":1,}');
    } catch (error) {
      expect((error as BadJsonBody).reason).toBe('syntax');
    }
  });
});
