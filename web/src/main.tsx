import './index.css';

/**
 * The entry: as small as it can be, so nothing runs before the browser has
 * painted a server-rendered page. The app (app/start-app.tsx) is evaluated
 * only after that first frame; its chunks are already on their way, since the
 * server preloads them (server/site/first-load-hints.ts). A page the server
 * left to the browser starts the app at once: there is nothing to paint yet.
 */
function afterFirstPaint(): Promise<void> {
  // rAF runs just before the frame is painted; the timeout, just after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// As lib/hydration.ts's renderedOnServer, written out: importing it would bring
// that module, and with it the app's chunk, into the entry.
const serverRendered = document.getElementById('server-state') !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(
  () => import('./app/start-app.tsx'),
);
