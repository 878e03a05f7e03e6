import { dealByCounts } from '@career/scoring/card-sort/card-sort-test-fixtures';
import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSortView } from './card-sort-view';

/** 54 cards: 10 always (8 ranked), 14 often, 14 sometimes, 10 seldom, 6 never. */
const RESULT = scoreCardSort(dealByCounts({ always: 10, often: 14, sometimes: 14, seldom: 10, never: 6 }, 8));

const TEXTS: NonNullable<ResultTextsDto['cardSort']> = {
  description: 'What you want from your work, by how often you want it.',
  groups: {
    always: 'Values you always want.',
    often: 'Values you often want.',
    sometimes: 'Values you sometimes want.',
    seldom: 'Values you seldom need.',
    never: 'Values you never need.',
  },
};

function groupBox(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('CardSortView', () => {
  it('shows one box per frequency group, in order, with 4 down to 0 stars', () => {
    render(<CardSortView result={RESULT} texts={TEXTS} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Career Values Card Sort' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Always', 'Often', 'Sometimes', 'Seldom', 'Never']);
    RESULT.groups.forEach((group, index) => {
      expect(group.stars).toBe(4 - index);
      const box = groupBox(group.name);
      const stars = within(box).getByRole('img', { name: `${group.stars} of 4 stars` });
      expect(stars.querySelectorAll('[data-star="filled"]')).toHaveLength(group.stars);
      expect(stars.querySelectorAll('[data-star="empty"]')).toHaveLength(4 - group.stars);
      expect(within(box).getByText(TEXTS.groups?.[group.binId] ?? '')).toBeInTheDocument();
    });
    expect(within(groupBox('Never')).getByRole('img', { name: '0 of 4 stars' })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.description ?? '')).toBeInTheDocument();
  });

  it('lists the ranked top 8 first, numbered 1 to 8, then the other Always cards', () => {
    render(<CardSortView result={RESULT} texts={TEXTS} />);
    const always = groupBox('Always');
    expect(within(always).getAllByRole('list')).toHaveLength(2);
    const top = within(always).getByRole('list', { name: 'Your top 8, most important first' });
    const rest = within(always).getByRole('list', { name: 'Also always' });
    expect(top.tagName).toBe('OL');
    const topItems = within(top).getAllByRole('listitem');
    expect(topItems).toHaveLength(8);
    expect(topItems.map((item) => item.textContent)).toEqual(RESULT.topValues.map((card, index) => `Rank ${index + 1}${card.title}${card.description}`));
    expect(top.compareDocumentPosition(rest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const others = RESULT.groups[0]?.cards.filter((card) => card.rank === undefined) ?? [];
    expect(others).toHaveLength(2);
    expect(within(rest).getAllByRole('listitem').map((item) => item.textContent)).toEqual(others.map((card) => `${card.title}${card.description}`));
    expect(within(rest).queryByText(/^Rank /)).not.toBeInTheDocument();
  });

  it("shows every card's title and description in its group", () => {
    render(<CardSortView result={RESULT} texts={TEXTS} />);
    for (const group of RESULT.groups) {
      const box = groupBox(group.name);
      expect(within(box).getAllByRole('listitem')).toHaveLength(group.cards.length);
      for (const card of group.cards) {
        expect(within(box).getByText(card.title)).toBeInTheDocument();
        expect(within(box).getByText(card.description)).toBeInTheDocument();
      }
    }
  });

  it("says so when a group has no cards, and 'No description available' for missing texts", () => {
    const result = scoreCardSort(dealByCounts({ always: 14, often: 16, sometimes: 16, seldom: 8, never: 0 }, 8));
    render(<CardSortView result={result} texts={undefined} />);
    expect(within(groupBox('Never')).getByText('No cards in this group')).toBeInTheDocument();
    expect(within(groupBox('Never')).getByRole('img', { name: '0 of 4 stars' })).toBeInTheDocument();
    expect(screen.getAllByText('No description available')).toHaveLength(6);
  });
});
