export { EmailGateForm } from './email-gate-form';
export { growthCards, statsStrip } from './market-figures';
