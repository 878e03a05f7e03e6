import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAssessment } from '../../offline/answer-store';
import { userFixture } from '../../test/fixtures';
import { clearDevice, fakeServer, renderAssessment } from './assessment-test-harness';
import { DepressionPage } from './depression-page';

/** Rendering many Fluent radios can be slow on a busy machine. */
const user = userFixture({ _id: 'u-depression' });

describe('DepressionPage', () => {
  beforeEach(clearDevice);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each group with its 4 statements as options and stores the chosen score', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, '/assess/depression-screening', <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(21);
    const first = depressionDefinition.items[0];
    const group = screen.getByRole('radiogroup', { name: `1. ${first?.text ?? ''}` });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await events.click(within(group).getByRole('radio', { name: first?.options[2]?.label ?? '' }));
    expect(await screen.findByText('1 of 21 answered')).toBeInTheDocument();
    await waitFor(async () => expect((await readAssessment(user._id, 'depression-screening')).answers).toEqual({ '0': '2' }));
  });
});
