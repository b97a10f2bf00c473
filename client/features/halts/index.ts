export { haltsQuery } from './api';
export { HaltNotice } from './halt-notice';
