import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultSection } from './result-section';
import { ResultText, fillTemplate } from './result-text';

describe('ResultText', () => {
  it('shows paragraphs split on blank lines', () => {
    render(<ResultText text={'First part.\n\nSecond part.'} />);
    expect(screen.getByText('First part.')).toBeInTheDocument();
    expect(screen.getByText('Second part.')).toBeInTheDocument();
  });

  it("says 'No description available' when the text is missing or blank", () => {
    const { rerender } = render(<ResultText text={undefined} />);
    expect(screen.getByText('No description available')).toBeInTheDocument();
    rerender(<ResultText text="   " />);
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it('fills variables and leaves unknown ones as written', () => {
    expect(fillTemplate('You are {typeName}; {other}.', { typeName: 'The Idealist' })).toBe('You are The Idealist; {other}.');
    render(<ResultText text="Type: {typeName}" values={{ typeName: 'The Idealist' }} />);
    expect(screen.getByText('Type: The Idealist')).toBeInTheDocument();
  });
});

describe('ResultSection', () => {
  it('is a region named by its level-2 heading', () => {
    render(
      <ResultSection title="Readiness for Change">
        <p>body</p>
      </ResultSection>,
    );
    expect(screen.getByRole('region', { name: 'Readiness for Change' })).toContainElement(screen.getByText('body'));
    expect(screen.getByRole('heading', { level: 2, name: 'Readiness for Change' })).toBeInTheDocument();
  });
});
