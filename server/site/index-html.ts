import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the browser learns at run time, so one build serves every deployment.
 * No API URL: the app calls the API at the origin it loaded the page from, so
 * the site works at localhost, 127.0.0.1, a LAN address or behind a proxy
 * alike. `siteUrl` (SITE_URL) is only for the canonical links the app writes.
 */
export interface BrowserConfig {
  anonKey: string;
  siteUrl: string;
}

const configBlock = /<script type="application\/json" id="app-config">[\s\S]*?<\/script>/;

/** JSON safe to place inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Fills the app's `index.html` with the browser config. The config is a JSON
 * data block (`type="application/json"`), which the browser never executes, so
 * the Content-Security-Policy needs no inline-script exception.
 */
export function renderIndexHtml(template: string, config: BrowserConfig): string {
  const block = `<script type="application/json" id="app-config">${scriptSafeJson(config)}</script>`;
  if (!configBlock.test(template)) throw new Error('index.html has no app-config block');
  return template.replace(configBlock, () => block);
}

export async function loadIndexTemplate(webDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.resolve(webDir, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
