export { investorProfileQuery, useInvestorProfile } from './api';
export { LimitFigures } from './limit-figures';
