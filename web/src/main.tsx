import './index.css';

/**
 * The entry: as small as it can be, so nothing runs before the browser has
 * painted a server-rendered page. After that first frame it asks for the
 * app's chunks (the server lists them in #after-paint-modules, see
 * server/site/first-load-hints.ts), so until then the page's HTML,
 * stylesheet, fonts and image have the connection to themselves; then it
 * evaluates the app (app/start-app.tsx). A page the server left to the
 * browser starts the app at once: there is nothing to paint yet.
 */
function afterFirstPaint(): Promise<void> {
  // A frame callback runs before its frame is shown, so it can come before the
  // paint; the browser's own first-contentful-paint entry comes after it. Where
  // that entry is not reported, the frame after next stands in.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page with nothing contentful to paint never reports one.
    setTimeout(resolve, 3000);
  });
}

function preloadListedModules(): void {
  const list = document.getElementById('after-paint-modules')?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// As lib/hydration.ts's renderedOnServer, written out: importing it would bring
// that module, and with it the app's chunk, into the entry.
const serverRendered = document.getElementById('server-state') !== null;
void (serverRendered ? afterFirstPaint().then(preloadListedModules) : Promise.resolve()).then(
  () => import('./app/start-app.tsx'),
);
