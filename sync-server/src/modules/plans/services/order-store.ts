/**
 * What other modules may use of the plans module's order records: the repository itself stays
 * private to plans (the lint rule in eslint.config.js refuses another module's repository).
 */
export { expireStaleOrders } from '../repositories/order-repository';
