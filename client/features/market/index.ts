export { marketViewQuery, myOrdersQuery } from './api';
export { MyOrders } from './my-orders';
