import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import type { MbtiProviderResult } from '@career/scoring/mbti/mbti-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_MBTI_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { MbtiView } from './mbti-view';

function renderMbti(provider: MbtiProviderResult, texts?: ResultTextsDto['mbti']) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MbtiView result={interpretMbti(provider)} texts={texts} />
    </FluentProvider>,
  );
}

/** The four letter boxes as [letter, pole name]. */
function letterBoxes(): [string, string][] {
  const list = screen.getByRole('list', { name: 'Your four preferences' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const [letter, pole] = [...item.children].map((child) => child.textContent ?? '');
      return [letter ?? '', pole ?? ''];
    });
}

/** The bar of a dichotomy's row, found by its figure in words. */
function bar(label: string): HTMLElement {
  return screen.getByRole('img', { name: label });
}

function fillOf(label: string): HTMLElement {
  const fill = bar(label).querySelector<HTMLElement>('[data-bar-fill]');
  if (!fill) throw new Error(`no fill in ${label}`);
  return fill;
}

/** The row (list item) holding a dichotomy's bar. */
function rowOf(label: string): HTMLElement {
  const row = bar(label).closest('li');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
}

describe('MbtiView', () => {
  it('is the Myers Briggs section with the demo type INFP in four letter boxes, each with its pole', () => {
    renderMbti(DEMO_MBTI_PROVIDER_RESULT);
    const section = screen.getByRole('region', { name: 'Myers Briggs Type Indicator-Form M' });
    expect(section).toHaveAttribute('data-result-section', 'myers-briggs');
    expect(screen.getByRole('heading', { level: 3, name: 'Your type: INFP' })).toBeInTheDocument();
    expect(letterBoxes()).toEqual([
      ['I', 'Introversion'],
      ['N', 'Intuition'],
      ['F', 'Feeling'],
      ['P', 'Perceiving'],
    ]);
  });

  it('draws a bipolar bar per dichotomy from the centre towards the preferred pole, labelled and numbered', () => {
    renderMbti(DEMO_MBTI_PROVIDER_RESULT);
    const bars = screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(bars).toEqual(['Introversion, Moderate, 14 of 30', 'Intuition, Clear, 19 of 30', 'Feeling, Moderate, 9 of 30', 'Perceiving, Slight, 4 of 30']);

    // I: second pole, drawn right of the centre for 14/30 of one side (one side is 50% of the chart).
    expect(fillOf('Introversion, Moderate, 14 of 30')).toHaveStyle({ left: '50%', width: '23.335%' });
    const row = rowOf('Introversion, Moderate, 14 of 30');
    // First pole on the left, second on the right; clarity label and number as text.
    expect([...row.querySelectorAll('[data-pole]')].map((pole) => pole.textContent)).toEqual(['EExtraversion', 'IntroversionI']);
    expect(within(row).getByText('Moderate')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
    // The scale: 0 in the centre, 30 at both ends.
    const ticks = row.querySelector('[aria-hidden="true"]');
    expect([...(ticks?.children ?? [])].map((tick) => tick.textContent)).toEqual(['30', '20', '10', '0', '10', '20', '30']);
  });

  it('draws -30 as a full bar to the left and 30 as a full bar to the right (Very Clear)', () => {
    renderMbti({ wholeType: 'ESTJ', EI: -30, SN: -30, TF: -30, JP: -30 });
    expect(letterBoxes().map(([letter]) => letter)).toEqual(['E', 'S', 'T', 'J']);
    expect(fillOf('Extraversion, Very Clear, 30 of 30')).toHaveStyle({ left: '0%', width: '50%' });
    expect(fillOf('Judging, Very Clear, 30 of 30')).toHaveStyle({ left: '0%', width: '50%' });
    expect(screen.getAllByText('Very Clear')).toHaveLength(4);
  });

  it('draws 30 towards the second pole as a full bar to the right', () => {
    renderMbti({ wholeType: 'INFP', EI: 30, SN: 30, TF: 30, JP: 30 });
    expect(fillOf('Introversion, Very Clear, 30 of 30')).toHaveStyle({ left: '50%', width: '50%' });
    expect(fillOf('Perceiving, Very Clear, 30 of 30')).toHaveStyle({ left: '50%', width: '50%' });
  });

  it('shows a level of 0 as the letter of the whole type, Slight, with no bar', () => {
    // interpretMbti lets wholeType decide the letter when the level is 0.
    renderMbti({ wholeType: 'ENTP', EI: 0, SN: 0, TF: 0, JP: 0 });
    expect(letterBoxes()).toEqual([
      ['E', 'Extraversion'],
      ['N', 'Intuition'],
      ['T', 'Thinking'],
      ['P', 'Perceiving'],
    ]);
    expect(fillOf('Extraversion, Slight, 0 of 30')).toHaveStyle({ width: '0%' });
    expect(fillOf('Perceiving, Slight, 0 of 30')).toHaveStyle({ width: '0%' });
    expect(screen.getAllByText('Slight')).toHaveLength(4);
  });

  it.each([
    [5, 'Slight'],
    [6, 'Moderate'],
    [15, 'Moderate'],
    [16, 'Clear'],
    [25, 'Clear'],
    [26, 'Very Clear'],
  ])('labels a clarity of %i %s', (clarity, label) => {
    renderMbti({ wholeType: 'ISTJ', EI: clarity, SN: -clarity, TF: -1, JP: -30 });
    const introversion = rowOf(`Introversion, ${label}, ${clarity} of 30`);
    expect(within(introversion).getByText(label)).toBeInTheDocument();
    expect(within(introversion).getByText(String(clarity))).toBeInTheDocument();
    // The same clarity towards the first pole (S) gets the same label.
    expect(bar(`Sensing, ${label}, ${clarity} of 30`)).toBeInTheDocument();
  });

  it('fills {typeName} with the type name and shows the type and dichotomy texts', () => {
    renderMbti(DEMO_MBTI_PROVIDER_RESULT, {
      description: 'Your reported type is {typeName}.\n\nRead on.',
      types: { INFP: { name: 'The Idealist', description: 'Idealists care deeply about their values.' } },
      dichotomies: { EI: 'Where you focus your attention.', JP: 'How you deal with the outer world.' },
    });
    // The letters the client came for, with the type's name, in the text and under the letters.
    expect(screen.getByText('Your reported type is INFP: The Idealist.')).toBeInTheDocument();
    expect(screen.getByText('Read on.')).toBeInTheDocument();
    expect(screen.getByText('INFP: The Idealist')).toBeInTheDocument();
    expect(screen.getByText('Idealists care deeply about their values.')).toBeInTheDocument();
    expect(within(rowOf('Introversion, Moderate, 14 of 30')).getByText('Where you focus your attention.')).toBeInTheDocument();
    expect(within(rowOf('Perceiving, Slight, 4 of 30')).getByText('How you deal with the outer world.')).toBeInTheDocument();
    // SN and TF have no text.
    expect(within(rowOf('Intuition, Clear, 19 of 30')).getByText('No description available')).toBeInTheDocument();
    expect(screen.getAllByText('No description available')).toHaveLength(2);
  });

  it('uses the four letters as {typeName} when the type has no name', () => {
    renderMbti(DEMO_MBTI_PROVIDER_RESULT, { description: 'You are {typeName}.' });
    expect(screen.getByText('You are INFP.')).toBeInTheDocument();
  });

  it("says 'No description available' for every text when there are no texts", () => {
    renderMbti(DEMO_MBTI_PROVIDER_RESULT, undefined);
    // The description, the type's description and the four dichotomies.
    expect(screen.getAllByText('No description available')).toHaveLength(6);
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });
});
