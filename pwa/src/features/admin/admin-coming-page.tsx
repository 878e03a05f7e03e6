import { Body1, Title2 } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../layout/app-link';
import { Page } from '../layout/page';

/** Admin tools that arrive with the admin issue: says so plainly instead of a broken page. */
export function AdminComingPage() {
  const { pathname } = useLocation();
  const title = pathname.startsWith('/admin/database') ? 'ADD A RECORD' : 'Data-Driven Career Ideas';
  return (
    <Page>
      <Title2 as="h1">{title}</Title2>
      <Body1>The career records tools are not available yet. They arrive with the admin tools release.</Body1>
      <Body1>
        <AppLink to="/admin">Back to users</AppLink>
      </Body1>
    </Page>
  );
}
