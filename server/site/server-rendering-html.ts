import { scriptSafeJson } from './index-html.ts';
import type { RenderedPage } from './page-renderer.ts';

/**
 * Puts a server-rendered page into index.html: its body inside #root, and the
 * data it was rendered with as a JSON data block (`#server-state`, never
 * executed, escaped so no text can close the element) that web/src/app/start-app.tsx
 * hydrates from.
 */
export function injectServerRendering(html: string, page: RenderedPage): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const state = `<script type="application/json" id="server-state">${scriptSafeJson(page.state)}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}
