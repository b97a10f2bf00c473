export { campaignChangeRoutes } from './routes';
export { cancelUnconfirmed } from './reconfirmations';
