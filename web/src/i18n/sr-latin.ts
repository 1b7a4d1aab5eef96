import { toLatin } from '../../../domain/transliterate.ts';
import type { Messages } from './en.ts';
import { srCyrillic } from './sr-cyrillic.ts';
import { type MessageOverrides, srLatinOverrides } from './sr-latin-overrides.ts';

type MessageTree = { [key: string]: string | MessageTree };

/** Transliterates every text of the tree; `{{placeholders}}` are Latin already and stay as they are. */
function transliterateTree(tree: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? toLatin(value) : transliterateTree(value),
    ]),
  );
}

function applyOverrides(tree: MessageTree, overrides: MessageTree): MessageTree {
  const result: MessageTree = { ...tree };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] =
      typeof value === 'string' || typeof current !== 'object'
        ? value
        : applyOverrides(current, value);
  }
  return result;
}

/** Serbian Latin messages, generated from the Cyrillic ones so they are always complete. */
export function buildSrLatin(
  cyrillic: Messages = srCyrillic,
  overrides: MessageOverrides = srLatinOverrides,
): Messages {
  const latin = transliterateTree(cyrillic as MessageTree);
  return applyOverrides(latin, overrides as MessageTree) as unknown as Messages;
}
