import { toLatin } from '@domain/transliterate.ts';
import type { MessageNamespace } from '@domain/message-namespaces.ts';
import type { NamespaceMessages } from './all-messages.ts';
import type { CoreMessages } from './en.ts';
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
 * holds (the core and each namespace are separate trees).
 */
function latinMessages(cyrillic: object, overrides: MessageOverrides): MessageTree {
  const latin = transliterateTree(cyrillic as MessageTree);
  const own = Object.fromEntries(
    Object.entries(overrides).filter(([namespace]) => namespace in latin),
  ) as MessageTree;
  return applyOverrides(latin, own);
}

/** Serbian Latin core messages, generated from the Cyrillic ones so they are always complete. */
export function buildSrLatin(
  cyrillic: CoreMessages = srCyrillic,
  overrides: MessageOverrides = srLatinOverrides,
): CoreMessages {
  return latinMessages(cyrillic, overrides) as unknown as CoreMessages;
}

/** One namespace in Latin, made the same way from its Cyrillic chunk. */
export function buildSrLatinNamespace<Namespace extends MessageNamespace>(
  namespace: Namespace,
  cyrillic: NamespaceMessages[Namespace],
  overrides: MessageOverrides = srLatinOverrides,
): NamespaceMessages[Namespace] {
  const latin = latinMessages({ [namespace]: cyrillic }, overrides);
  return latin[namespace] as unknown as NamespaceMessages[Namespace];
}
