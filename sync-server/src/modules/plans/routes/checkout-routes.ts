import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { CheckoutResponse } from '../contract/checkout-dto';
import { checkoutBody } from '../contract/checkout-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody } from '../../../http/validate';
import { startCheckout } from '../services/checkout-service';

/** POST /api/checkout {planId}: the hosted checkout session for an upgrade priced by the server. */
export function checkoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', jsonBody(checkoutBody), async (c) =>
    c.json<CheckoutResponse>(await startCheckout(deps, signedInUser(c), c.req.valid('json').planId)),
  );
}
