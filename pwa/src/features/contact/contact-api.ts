import type { ContactReceivedDto } from '@career/sync-server/public/contract/contact-dto';
import type { ContactBody } from '@career/sync-server/public/contract/contact-schemas';
import { api } from '../../api/api-client';

/** POST /api/contact: 'Talk to an Expert'. */
export function sendContact(body: ContactBody): Promise<ContactReceivedDto> {
  return api<ContactReceivedDto>('/api/contact', { method: 'POST', body });
}
