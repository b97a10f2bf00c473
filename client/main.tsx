import './lib/zod-without-eval';
import { importPage, pageAt } from './pages/page-modules';
import './styles.css';

/** Resolves after the browser's next paint: a frame callback runs just before it, a task queued there just after. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The server's HTML is the page and reads without scripts: it is painted first, and only then
// are the app's and the page's chunks fetched (together) and run, so on a slow phone they do not
// share the link with the stylesheet and the page's image, nor the main thread with their paint.
// A tab opened in the background paints nothing until shown, so it starts at once.
// A signed-in visitor's page hydrates once the header's menus are here too (`loadSignedInHeader`
// in app-shell/header.tsx, whose header marks itself `data-signed-in`): they are fetched with
// the app, not once it has run, which was a round trip more before the page worked.
const signedInHeader = () => Promise.all([import('./app-shell/user-menu'), import('./features/notifications/notification-bell')]);
void (document.visibilityState === 'hidden' ? Promise.resolve() : afterNextPaint())
  .then(() =>
    Promise.all([
      import('./start-app'),
      importPage(pageAt(window.location.pathname)),
      document.querySelector('header[data-signed-in]') ? signedInHeader() : null,
    ]),
  )
  .then(([{ startApp }]) => startApp());
