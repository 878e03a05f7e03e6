import type { IdeaMarkDto, IdeaMarksBody, ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { api } from '../../api/api-client';

/** GET /api/users/current/shortlist: the career ideas the signed-in client's counselor shared, with the client's marks. */
export function fetchShortlist(): Promise<ShortlistDto> {
  return api<ShortlistDto>('/api/users/current/shortlist');
}

/** PUT /api/users/current/shortlist/marks: the server keeps the newest stamp per idea and answers with every stored mark. */
export function putIdeaMarks(body: IdeaMarksBody): Promise<{ marks: IdeaMarkDto[] }> {
  return api<{ marks: IdeaMarkDto[] }>('/api/users/current/shortlist/marks', { method: 'PUT', body });
}
