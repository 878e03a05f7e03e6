import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { ContactPageDto, ContactReceivedDto, ContactSubmissionDto } from '../contract/contact-dto';
import { contactBody, contactIdParam, contactListQuery } from '../contract/contact-schemas';
import type { AppEnv } from '../../../http/app-env';
import { clientAddress, compileTrustProxy } from '../../../http/client-address';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf, queryOf } from '../../../http/validate';
import { contactPage, markContactHandled, submitContact } from '../services/contact-service';

/**
 * /api/contact: the contact form (anyone; limited per address), and the submissions for admins
 * (route policy), marked handled with an audit entry. Nothing a visitor wrote is logged.
 */
export function contactRoutes(deps: AppDeps) {
  const trusted = compileTrustProxy(deps.config.trustProxy);
  return new Hono<AppEnv>()
    .post('/', jsonBody(contactBody), async (c) => {
      await submitContact(deps, { submission: c.req.valid('json'), clientAddress: clientAddress(c, trusted), userId: c.get('user')?.id });
      return c.json<ContactReceivedDto>({ success: true }, 201);
    })
    .get('/', queryOf(contactListQuery), async (c) => c.json<ContactPageDto>(await contactPage(deps, c.req.valid('query'))))
    .post('/:id/handled', paramsOf(contactIdParam), async (c) => c.json<ContactSubmissionDto>(await markContactHandled(deps, signedInUser(c), c.req.valid('param').id)));
}
