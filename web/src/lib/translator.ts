import type { Messages } from '../i18n/all-messages.ts';
import { type GenderedMessage, genderForm, isGenderedMessage } from '../i18n/gender-message.ts';
import {
  isPluralMessage,
  type PluralCategory,
  type PluralMessage,
} from '../i18n/plural-message.ts';
import { type Language, languageDetails } from './language.ts';

/** True for a plural message node: only plural categories as keys, `other` among them. */
type IsPlural<Node> = Node extends string
  ? false
  : [Exclude<keyof Node, PluralCategory>] extends [never]
    ? 'other' extends keyof Node
      ? true
      : false
    : false;

/** True for a gendered message node (gender-message.ts). */
type IsGendered<Node> = Node extends GenderedMessage ? true : false;

/**
 * Every message key of en.ts as a dotted path: `t('nav.news')` compiles, an
 * unknown key does not. A plural or gendered message is one key, not a branch.
 */
type KeysOf<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? `${Prefix}${Name}`
    : IsPlural<Tree[Name]> extends true
      ? `${Prefix}${Name}`
      : IsGendered<Tree[Name]> extends true
        ? `${Prefix}${Name}`
        : KeysOf<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

/** The keys of the plural messages only. */
type PluralKeysOf<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? never
    : IsPlural<Tree[Name]> extends true
      ? `${Prefix}${Name}`
      : IsGendered<Tree[Name]> extends true
        ? never
        : PluralKeysOf<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

export type MessageKey = KeysOf<Messages>;
export type PluralMessageKey = PluralKeysOf<Messages>;
/** Values for a message's `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number>;
/** A plural message needs `count`: it picks the form and fills `{{count}}`. */
export type PluralValues = MessageValues & { count: number };
/** `t`'s values: `{ count }` required for a plural key; free for a key cast to `never`. */
type ValuesArgument<Key> = [Key] extends [never]
  ? [values?: MessageValues]
  : [Key] extends [PluralMessageKey]
    ? [values: PluralValues]
    : [values?: MessageValues];
/** `t(key)`, `t(key, values)`; for a plural key `t(key, { count })`, or it does not compile. */
export type TFunction = <Key extends MessageKey>(
  key: Key,
  ...values: ValuesArgument<Key>
) => string;

type Message = string | PluralMessage | GenderedMessage;
type MessageTree = { readonly [name: string]: string | MessageTree };

function lookUp(messages: Messages | undefined, key: string): Message | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const name of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[name];
  }
  return typeof node === 'string' || isPluralMessage(node) || isGenderedMessage(node)
    ? node
    : undefined;
}

/** One Intl.PluralRules per language: building one is far slower than using it. */
const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();

/** The form of `message` for `count` under the rules of `language`, the one the text is in. */
export function pluralForm(message: PluralMessage, language: Language, count: number): string {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(languageDetails[language].htmlLang);
    pluralRulesByLanguage.set(language, rules);
  }
  return message[rules.select(count)] ?? message.other;
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
 * `onMissingKey` hears of a key neither has while the language's messages are
 * loaded: a page reading a namespace its route does not load (before they
 * load, the key is expected).
 */
export function createTranslator(
  fallbackLanguage: Language,
  options: { onMissingKey?: (key: string, language: Language) => void } = {},
) {
  const messagesByLanguage = new Map<Language, Messages>();
  const listeners = new Set<() => void>();
  let activeLanguage: Language = fallbackLanguage;

  function translate(language: Language, key: string, values?: MessageValues): string {
    for (const source of [language, fallbackLanguage]) {
      const message = lookUp(messagesByLanguage.get(source), key);
      if (message === undefined) continue;
      // A fallback text takes the plural rules of its own language, not the active one.
      // A gendered message picks by `gender` (feminine, masculine; else `other`).
      const count = values?.count;
      const text =
        typeof message === 'string'
          ? message
          : isGenderedMessage(message)
            ? genderForm(message, values?.gender)
            : typeof count === 'number'
              ? pluralForm(message, source, count)
              : message.other;
      return values ? fillPlaceholders(text, values) : text;
    }
    if (messagesByLanguage.has(language)) options.onMissingKey?.(key, language);
    return key;
  }

  const bind =
    (language: () => Language): TFunction =>
    (key, ...values) =>
      translate(language(), key, values[0]);

  return {
    get language(): Language {
      return activeLanguage;
    },
    hasMessages: (language: Language) => messagesByLanguage.has(language),
    /** Adds namespaces to a language's messages (the base first, then e.g. the signed-in screens'). */
    addMessages(language: Language, messages: Partial<Messages>) {
      messagesByLanguage.set(language, {
        ...messagesByLanguage.get(language),
        ...messages,
      } as Messages);
    },
    setLanguage(language: Language) {
      if (language === activeLanguage) return;
      activeLanguage = language;
      for (const listener of listeners) listener();
    },
    /** Translates in the active language at the time of the call. */
    t: bind(() => activeLanguage),
    /** Translates in `language`, whatever the active language is. */
    fixedT: (language: Language): TFunction => bind(() => language),
    /**
     * A text that may be a message key, in `language`: a form's error is a
     * schema message (a key, domain/*-schemas.ts) or a server's answer already
     * in words; a key is translated, other text shows as it is. Untyped on
     * purpose, so callers need no cast; `t` stays typed for literal keys.
     */
    fixedText:
      (language: Language) =>
      (text: string): string =>
        translate(language, text),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Translator = ReturnType<typeof createTranslator>;
