import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import type { PracticeDto } from '@career/sync-server/contract/practice-dto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { FOOTER_LINKS, PublicFooter } from './public-footer';
import { findDialogTitled } from '../../test/dialog-titled';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const NO_ADDRESS: PracticeDto = { practiceName: 'Integrative Career Assessment', supportEmail: null };

function renderFooter(practice: PracticeDto = NO_ADDRESS) {
  vi.stubGlobal('fetch', stubFetch({ '/api/content/practice': () => json(practice) }));
  return renderRoutes(
    <Route
      path="*"
      element={
        <>
          <Address />
          <footer>
            <PublicFooter />
          </footer>
        </>
      }
    />,
    { at: '/' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicFooter', () => {
  it('links to privacy, terms, the device check, fonts and the type specimen, in the app', async () => {
    renderFooter();
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Privacy notice', 'Terms of use', 'Contact us', 'Device check', 'Fonts', 'Type specimen']);
    for (const { to, label } of FOOTER_LINKS) {
      const link = nav.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', to);
      await userEvent.click(link);
      expect(screen.getByTestId('address')).toHaveTextContent(to);
    }
  });

  it("offers 'Contact us', which opens the contact dialog", async () => {
    renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await findDialogTitled("Let's Chat!")).toBeInTheDocument();
  });

  it('names the practice and its support address from the settings', async () => {
    renderFooter({ practiceName: 'Northside Career Practice', supportEmail: 'help@northside-careers.test' });
    expect(await screen.findByText(new RegExp(`© ${new Date().getFullYear()} Northside Career Practice`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@northside-careers.test' })).toHaveAttribute('href', 'mailto:help@northside-careers.test');
  });

  it('shows no address at all when the practice has set none', async () => {
    renderFooter();
    expect(await screen.findByText(new RegExp(`© ${new Date().getFullYear()} Integrative Career Assessment`))).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
  });
});
