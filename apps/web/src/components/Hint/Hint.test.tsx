import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils/render';
import { Hint } from './Hint';

describe('<Hint>', () => {
  it('shows its note, and nothing at all without one', () => {
    renderWithProviders(
      <div data-testid="empty">
        <Hint />
        <Hint>{''}</Hint>
      </div>,
    );
    expect(screen.getByTestId('empty').childElementCount).toBe(0);
    renderWithProviders(<Hint>Charged by volume</Hint>);
    expect(screen.getByText('Charged by volume').tagName).toBe('P');
  });
});
