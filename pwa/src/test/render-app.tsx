import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { FlashProvider } from '../flash/flash-context';

/** Renders routes inside the app's providers, starting at a path (`strict`: in React's StrictMode, whose development double effects the app's main.tsx also has). */
export function renderRoutes(routes: ReactNode, options: { at?: string | { pathname: string; state?: unknown }; strict?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={queryClient}>
        <FlashProvider>
          <MemoryRouter initialEntries={[options.at ?? '/']}>
            <Routes>{routes}</Routes>
          </MemoryRouter>
        </FlashProvider>
      </QueryClientProvider>
    </FluentProvider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, queryClient };
}

/** Answers fetch calls by path (each handler is handed the request's init: method, body); anything else fails the test loudly. */
export function stubFetch(handlers: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const handler = handlers[url.pathname];
    if (!handler) throw new Error(`unexpected fetch ${url.pathname}`);
    return handler(init);
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
