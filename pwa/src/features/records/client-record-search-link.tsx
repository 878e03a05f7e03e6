import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { SearchRegular } from '@fluentui/react-icons';
import { ButtonLink } from './button-link';
import { careerIdeasPath } from './client-career-filters';

/**
 * 'Search the career records for Ada': the career-record search filled in from the client's MBTI
 * type and top Strong themes, its results sorted by fit to the client (forUser). Offered on the
 * client's career ideas page; nothing without those results.
 */
export function ClientRecordSearchLink({ user }: { user: CurrentUserDto }) {
  const path = careerIdeasPath(user);
  if (!path) return null;
  return (
    <ButtonLink to={path} appearance="subtle" icon={<SearchRegular />}>
      {`Search the career records for ${user.firstName.trim() || 'this client'}`}
    </ButtonLink>
  );
}
