import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { FONT_TOKENS, FontsPage } from './fonts-page';

/** A canvas whose text measures wider in Roboto and Consolas than in the generic families: the device has those two. */
function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = { font: '', measureText: () => ({ width: /Roboto|Consolas/.test(context.font) ? 510 : 480 }) };
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
}

afterEach(() => vi.restoreAllMocks());

describe('FontsPage', () => {
  it('shows each font token with its stack, a sample and which family draws the text here', () => {
    stubCanvas();
    renderRoutes(<Route path="/fonts" element={<FontsPage />} />, { at: '/fonts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fonts' })).toBeInTheDocument();
    for (const { token } of FONT_TOKENS) expect(screen.getByRole('heading', { level: 2, name: token })).toBeInTheDocument();

    const base = within(screen.getByRole('region', { name: 'fontFamilyBase' }));
    expect(base.getByText(/^'Segoe UI', 'Segoe UI Web \(West European\)', -apple-system/)).toBeInTheDocument();
    expect(base.getByText(/The quick brown fox/)).toBeInTheDocument();
    expect(base.getByText('Roboto', { selector: 'strong' })).toBeInTheDocument();
    const families = within(base.getByRole('list', { name: 'Families of fontFamilyBase' }));
    expect(families.getAllByRole('listitem')).toHaveLength(7);
    expect(within(families.getByText('Roboto').closest('li')!).getByText('On this device')).toBeInTheDocument();
    expect(within(families.getByText('Segoe UI').closest('li')!).getByText('Not on this device')).toBeInTheDocument();
    expect(within(families.getByText('sans-serif').closest('li')!).getByText('Browser default')).toBeInTheDocument();

    const mono = within(screen.getByRole('region', { name: 'fontFamilyMonospace' }));
    expect(mono.getByText('Consolas', { selector: 'strong' })).toBeInTheDocument();
  });
});
