import { DatesProvider } from '@mantine/dates';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { PeriodControl } from './PeriodControl';
import type { Period } from './period';

// The period control with its calendar (loaded when the control is opened): presets, and a custom
// range picked on the calendar (the 366-day limit's days are period.test.ts's).

function Harness({ onChange }: { onChange: (period: Period | null) => void }) {
  const [value, setValue] = useState<Period | null>({ from: '2026-11-01', to: '2026-11-26' });
  return (
    <DatesProvider settings={{ firstDayOfWeek: 1 }}>
      <PeriodControl
        value={value}
        onChange={(period) => {
          setValue(period);
          onChange(period);
        }}
      />
    </DatesProvider>
  );
}

/** The day buttons of the calendar, by their day of month, in the month shown first. */
const day = async (n: number) =>
  (await screen.findAllByRole('button', { name: new RegExp(`^${n} November 2026$`) }, { timeout: 8000 }))[0]!;

describe('PeriodControl', () => {
  it('picks a custom range on its calendar, first day then last', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('period-control'));
    await user.click(await day(3));
    expect(screen.getByText(/Now pick the last day/)).toBeTruthy();
    await user.click(await day(12));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ from: '2026-11-03', to: '2026-11-12' }));
  });

  it('chooses a preset without the calendar', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('period-control'));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [period] = onChange.mock.calls[0]!;
    expect(period).toMatchObject({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
