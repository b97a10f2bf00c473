export { accountQuery, useAccount } from './api';
