export { renderPageHtml, resolvePage, withRenderedApp, type Page } from './page-head';
export { loadPageRenderer, type PageRenderer } from './server-renderer';
export { pageRoutes } from './routes';
