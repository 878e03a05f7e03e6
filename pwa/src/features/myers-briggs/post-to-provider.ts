import type { LoginMyerResponse } from '@career/sync-server/provider/contract/phone-schemas';

/**
 * The hand-off: a form POSTed to the provider's login page with bearer_token, resource_url and
 * returnUrl (spec section 7), so the token never appears in an address bar or a history entry.
 */
export function postToProvider(login: LoginMyerResponse, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = login.loginUrl;
  form.hidden = true;
  const fields: Record<string, string> = { bearer_token: login.accessToken, resource_url: login.resourceUrl, returnUrl: login.returnUrl };
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
