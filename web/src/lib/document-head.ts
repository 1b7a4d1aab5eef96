import { useLayoutEffect } from 'react';
import type { HeadTags } from '@domain/seo/head-tags.ts';

const pageHeadMarker = 'data-page-head';

function headElements(tags: HeadTags): HTMLElement[] {
  const elements: HTMLElement[] = [];
  for (const meta of tags.metas) {
    const element = document.createElement('meta');
    element.setAttribute(meta.key, meta.value);
    element.content = meta.content;
    elements.push(element);
  }
  for (const link of tags.links) {
    const element = document.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.type) element.type = link.type;
    if (link.hreflang) element.hreflang = link.hreflang;
    elements.push(element);
  }
  if (tags.jsonLd) {
    // Data, never executed, so the CSP allows it; textContent needs no escaping.
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = tags.jsonLd;
    elements.push(element);
  }
  return elements;
}

/**
 * The server writes each page's head for crawlers, marked `data-server-head`.
 * The app owns the head once it writes one: the server's tags go when the
 * first page head is written (so a stale description never outlives a
 * navigation), not before — a server-rendered page keeps its head while it
 * waits for the reader's first interaction to hydrate.
 */
function removeServerHead() {
  for (const node of document.head.querySelectorAll('[data-server-head]')) node.remove();
}

/**
 * Puts a page's title, meta, link and JSON-LD elements into <head> while the
 * page is shown and takes them out when it goes (the app runs on Preact, which
 * does not hoist <title> or <meta> rendered in the page as React 19 does).
 */
export function useDocumentHead(tags: HeadTags) {
  const serialized = JSON.stringify(tags);
  useLayoutEffect(() => {
    removeServerHead();
    const current = JSON.parse(serialized) as HeadTags;
    document.title = current.title;
    const elements = headElements(current);
    for (const element of elements) {
      element.setAttribute(pageHeadMarker, '');
      document.head.append(element);
    }
    return () => {
      for (const element of elements) element.remove();
    };
  }, [serialized]);
}

/** Only the tab title, for pages without a description (sign-in, not found …). */
export function useDocumentTitle(title: string) {
  useLayoutEffect(() => {
    removeServerHead();
    document.title = title;
  }, [title]);
}
