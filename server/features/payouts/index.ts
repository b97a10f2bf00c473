export { holdingValueCents } from './holding-value';
export { payDueQuarters, payQuarter } from './pay-quarters';
export { payoutRoutes } from './routes';
export { ensureRevenueSeed, newRevenueSeed, readRevenueSeed } from './revenue-seed';
