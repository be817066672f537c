import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils/render';
import { MULTI_SELECT_DEFAULTS, MultiSelect, type MultiSelectProps } from './MultiSelect';

const countries = ['Spain', 'Panama', 'France', 'Germany', 'Italy', 'Portugal'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

function Harness(props: Partial<MultiSelectProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return <MultiSelect label="Countries" data={countries} {...props} value={value} onChange={setValue} />;
}

describe('<MultiSelect>', () => {
  it('defaults: a 197 px list and no selection limit', () => {
    expect(MULTI_SELECT_DEFAULTS).toEqual({ itemsShowLimit: 3, maxHeight: 197, limitSelection: -1 });
  });

  it('shows the first selected items and sums up the rest', () => {
    const { container } = renderWithProviders(
      <Harness initial={['spain', 'panama', 'france', 'germany', 'italy']} itemsShowLimit={2} />,
    );
    const pills = [...container.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['Spain', 'Panama', '+3 more']);
    expect(screen.getByTestId('multi-select-more').textContent).toBe('+3 more');
  });

  it('selects without limit by default, and stops at limitSelection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness limitSelection={2} itemsShowLimit={10} />);
    await user.click(screen.getByRole('textbox', { name: 'Countries' }));
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    await user.click(screen.getByRole('option', { name: 'France' }));
    expect(screen.getByText('You can select up to 2 items.')).toBeTruthy();
    const italy = screen.getByRole('option', { name: 'Italy' });
    expect(italy.getAttribute('data-combobox-disabled')).toBe('true');
  });

  it('filters by the typed text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Countries' }), 'pa');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Spain', 'Panama']);
  });
});
