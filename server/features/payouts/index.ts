export { holdingValueCents } from './holding-value';
export { payDueQuarters, payQuarter } from './pay-quarters';
export { payoutRoutes } from './routes';
export { quarterRevenueCents, valueBpAt, type EarningProject } from './revenue-model';
