export { InvestForm } from './invest-form';
