export { staffMeQuery } from './api';
