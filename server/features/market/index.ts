export { expireDueOrders } from './expire-orders';
export { marketRoutes } from './routes';
