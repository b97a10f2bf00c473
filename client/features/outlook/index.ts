/** The outlook feature's public entry: the query a project page's first render needs (client/pages/routes.ts). */
export { hasOutlook, projectOutlookQuery } from './api';
