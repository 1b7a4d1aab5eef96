import 'i18next';
import type { Messages } from './en.ts';

/** Typed keys: `t('nav.news')` compiles, a key that is not in en.ts does not. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
