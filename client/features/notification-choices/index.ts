export { notificationChoicesQuery, tokenProblem, unsubscribeLinkQuery } from './api';
