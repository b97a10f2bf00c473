export { expireDueOrders } from './expire-orders';
export { placeOrder } from './place-order';
export { marketRoutes } from './routes';
