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
  // rAF runs just before the frame is painted; the timeout, just after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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
