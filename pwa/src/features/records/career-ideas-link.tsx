import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { LightbulbRegular } from '@fluentui/react-icons';
import { ButtonLink } from './button-link';
import { careerIdeasPath } from './client-career-filters';

/**
 * 'Career ideas for this client': the career-record search filled in from the client's MBTI type
 * and top Strong themes. Nothing without those results. `onNavigate` is for use inside a dialog,
 * which must close before the page changes.
 */
export function CareerIdeasLink({ user, onNavigate }: { user: CurrentUserDto; onNavigate?: (path: string) => void }) {
  const path = careerIdeasPath(user);
  if (!path) return null;
  return (
    <ButtonLink to={path} icon={<LightbulbRegular />} onNavigate={onNavigate}>
      Career ideas for this client
    </ButtonLink>
  );
}
