import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { OrderDto, OrdersResponse } from '../contract/checkout-dto';
import { orderParams } from '../contract/checkout-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { paramsOf } from '../../../http/validate';
import { getOrder, listOrders } from '../services/checkout-service';

/** GET /api/orders and GET /api/orders/:id: the signed-in user's own orders and receipts. */
export function orderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json<OrdersResponse>({ orders: await listOrders(deps, signedInUser(c).id) }))
    .get('/:id', paramsOf(orderParams), async (c) => c.json<OrderDto>(await getOrder(deps, signedInUser(c).id, c.req.valid('param').id)));
}
