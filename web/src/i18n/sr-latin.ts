import { toLatin } from '@domain/transliterate.ts';
import type { BaseMessages } from './en.ts';
import type { DeferredMessages } from './en-deferred.ts';
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

/**
 * A Cyrillic message tree in Latin, with the overrides of the namespaces it
 * holds (the base and the deferred messages are separate trees).
 */
function latinMessages(cyrillic: object, overrides: MessageOverrides): MessageTree {
  const latin = transliterateTree(cyrillic as MessageTree);
  const own = Object.fromEntries(
    Object.entries(overrides).filter(([namespace]) => namespace in latin),
  ) as MessageTree;
  return applyOverrides(latin, own);
}

/** Serbian Latin messages, generated from the Cyrillic ones so they are always complete. */
export function buildSrLatin(
  cyrillic: BaseMessages = srCyrillic,
  overrides: MessageOverrides = srLatinOverrides,
): BaseMessages {
  return latinMessages(cyrillic, overrides) as unknown as BaseMessages;
}

/** The deferred messages in Latin, made the same way from their Cyrillic chunk. */
export function buildSrLatinDeferred(
  cyrillic: DeferredMessages,
  overrides: MessageOverrides = srLatinOverrides,
): DeferredMessages {
  return latinMessages(cyrillic, overrides) as unknown as DeferredMessages;
}
