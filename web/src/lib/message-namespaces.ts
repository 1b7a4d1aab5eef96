import { type MessageNamespace, namespaceFileName } from '@domain/message-namespaces.ts';
import type { NamespaceMessages } from '../i18n/all-messages.ts';
import type { Language } from './language.ts';

/*
 * Each namespace of each language is a chunk of its own (import.meta.glob
 * makes one per file), so a page loads only its route's namespaces
 * (the route table, domain/route-table.ts). Left out: newsletter, part of the core
 * (the footer's form, en.ts), and the privacy policy and terms of use, which
 * their pages import directly.
 */
type NamespaceModule = Record<string, unknown>;
const englishModules = import.meta.glob<NamespaceModule>([
  '../i18n/en/*.ts',
  '!../i18n/en/newsletter.ts',
  '!../i18n/en/privacy-policy.ts',
  '!../i18n/en/terms-of-use.ts',
]);
const cyrillicModules = import.meta.glob<NamespaceModule>([
  '../i18n/sr-cyrillic/*.ts',
  '!../i18n/sr-cyrillic/newsletter.ts',
  '!../i18n/sr-cyrillic/privacy-policy.ts',
  '!../i18n/sr-cyrillic/terms-of-use.ts',
]);

/** A namespace module's messages: `signInCodeEn` of en/sign-in-code.ts, `signInCodeSrCyrillic` of sr-cyrillic/. */
async function importNamespace<Namespace extends MessageNamespace>(
  modules: Record<string, () => Promise<NamespaceModule>>,
  folder: 'en' | 'sr-cyrillic',
  namespace: Namespace,
): Promise<NamespaceMessages[Namespace]> {
  const load = modules[`../i18n/${folder}/${namespaceFileName(namespace)}`];
  if (!load) throw new Error(`no messages file for the namespace ${namespace} in i18n/${folder}`);
  const exportName = `${namespace}${folder === 'en' ? 'En' : 'SrCyrillic'}`;
  return (await load())[exportName] as NamespaceMessages[Namespace];
}

/** One namespace's messages in `language`; Latin is transliterated from the Cyrillic chunk. */
export async function loadNamespaceMessages<Namespace extends MessageNamespace>(
  language: Language,
  namespace: Namespace,
): Promise<NamespaceMessages[Namespace]> {
  if (language === 'en') return importNamespace(englishModules, 'en', namespace);
  const cyrillic = importNamespace(cyrillicModules, 'sr-cyrillic', namespace);
  if (language === 'sr_cyrillic') return cyrillic;
  const { buildSrLatinNamespace } = await import('../i18n/sr-latin.ts');
  return buildSrLatinNamespace(namespace, await cyrillic);
}
