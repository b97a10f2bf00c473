export { expireDueOrders } from './expire-orders';
export { sendMissedFillNotices } from './fill-notices';
export { placeOrder } from './place-order';
export { marketRoutes } from './routes';
