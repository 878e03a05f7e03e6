import { webLightTheme } from '@fluentui/react-components';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { APP_COLOUR_TOKENS } from './colour-tokens';
import { TYPE_RAMP } from './type-ramp';
import { TypeSpecimenPage } from './type-specimen-page';

describe('TypeSpecimenPage', () => {
  it('shows the whole type ramp, smallest first, with each step’s tokens and values', () => {
    renderRoutes(<Route path="/type" element={<TypeSpecimenPage />} />, { at: '/type' });
    expect(screen.getByRole('heading', { level: 1, name: 'Type specimen' })).toBeInTheDocument();
    const ramp = within(screen.getByRole('region', { name: 'Type ramp' }));
    const steps = ramp.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-type-step'))).toEqual(TYPE_RAMP.map((step) => step.component));
    expect(steps[0]).toHaveTextContent('Caption2: Find your path');
    expect(steps[0]).toHaveTextContent('fontSizeBase100 10px / lineHeightBase100 14px · fontWeightRegular 400');
    expect(steps.at(-1)).toHaveTextContent('Display: Find your path');
    expect(steps.at(-1)).toHaveTextContent('fontSizeHero1000 68px / lineHeightHero1000 92px · fontWeightSemibold 600');
  });

  it('shows every colour token the app uses with its value in the theme', () => {
    renderRoutes(<Route path="/type" element={<TypeSpecimenPage />} />, { at: '/type' });
    const colours = within(screen.getByRole('region', { name: 'Colour tokens' }));
    for (const { group, tokens } of APP_COLOUR_TOKENS) {
      const section = within(colours.getByRole('region', { name: group }));
      for (const token of tokens) {
        const swatch = section.getByText(token).closest('li');
        expect(swatch).toHaveTextContent(String(webLightTheme[token]));
      }
    }
    expect(colours.getByText('colorBrandBackground').closest('li')).toHaveTextContent('#0f6cbd');
  });
});
