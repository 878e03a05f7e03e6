import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('page broke');
}

afterEach(() => vi.restoreAllMocks());

it('shows the error page in place of a page that fails, until the next navigation', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(
    <RouteErrorBoundary resetKey="first">
      <Broken />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

  rerender(
    <RouteErrorBoundary resetKey="first">
      <p>Same address</p>
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();

  rerender(
    <RouteErrorBoundary resetKey="second">
      <p>Another page</p>
    </RouteErrorBoundary>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Another page')).toBeInTheDocument();
});
