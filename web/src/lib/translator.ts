import type { Messages } from '../i18n/en.ts';
import type { Language } from './language.ts';

/** Every message key of en.ts as a dotted path: `t('nav.news')` compiles, an unknown key does not. */
type KeysOf<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? `${Prefix}${Name}`
    : KeysOf<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

export type MessageKey = KeysOf<Messages>;
/** Values for a message's `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

type MessageTree = { readonly [name: string]: string | MessageTree };

function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const name of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[name];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; a value not given leaves nothing, as i18next did. */
export function fillPlaceholders(text: string, values: MessageValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) =>
    name in values ? String(values[name]) : '',
  );
}

/**
 * The app's translations: one message tree per loaded language, the active
 * language, and listeners told when it changes. A key missing in the active
 * language falls back to the fallback language, then to the key itself.
 */
export function createTranslator(fallbackLanguage: Language) {
  const messagesByLanguage = new Map<Language, Messages>();
  const listeners = new Set<() => void>();
  let activeLanguage: Language = fallbackLanguage;

  function translate(language: Language, key: MessageKey, values?: MessageValues): string {
    const text =
      lookUp(messagesByLanguage.get(language), key) ??
      lookUp(messagesByLanguage.get(fallbackLanguage), key) ??
      key;
    return values ? fillPlaceholders(text, values) : text;
  }

  return {
    get language(): Language {
      return activeLanguage;
    },
    hasMessages: (language: Language) => messagesByLanguage.has(language),
    addMessages(language: Language, messages: Messages) {
      messagesByLanguage.set(language, messages);
    },
    setLanguage(language: Language) {
      if (language === activeLanguage) return;
      activeLanguage = language;
      for (const listener of listeners) listener();
    },
    /** Translates in the active language at the time of the call. */
    t: ((key, values) => translate(activeLanguage, key, values)) as TFunction,
    /** Translates in `language`, whatever the active language is. */
    fixedT:
      (language: Language): TFunction =>
      (key, values) =>
        translate(language, key, values),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Translator = ReturnType<typeof createTranslator>;
