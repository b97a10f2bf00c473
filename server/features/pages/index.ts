export { renderPageHtml, resolvePage, type Page } from './page-head';
export { pageRoutes, requestOrigin } from './routes';
