import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred, type DeferredControlProps } from './Deferred';
import { lazyComponent } from './lazy-component';

function Control({ name, initiallyOpened }: { name: string } & DeferredControlProps) {
  return <div data-testid="control">{`${name} ${initiallyOpened ? 'open' : 'closed'}`}</div>;
}

/** A control whose code arrives when the test says. */
function slowControl() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Control>((resolve) => (arrive = () => resolve(Control))));
  return { control: lazyComponent(load), load, arrive: () => arrive() };
}

const placeholder = (press: () => void) => (
  <button type="button" onClick={press}>
    look-alike
  </button>
);

afterEach(() => vi.useRealTimers());

describe('Deferred', () => {
  it('draws the look-alike first and asks for the code only after the first paint', async () => {
    vi.useFakeTimers();
    const { control, load, arrive } = slowControl();
    render(<Deferred control={control} props={{ name: 'menu' }} placeholder={placeholder} />);
    expect(screen.getByRole('button', { name: 'look-alike' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(load).toHaveBeenCalledTimes(1);
    // Still the look-alike while the code is on its way: nothing empty, nothing moving.
    expect(screen.getByRole('button', { name: 'look-alike' })).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByTestId('control').textContent).toBe('menu closed');
  });

  it('does not lose a press made before the code came: the control opens', async () => {
    const { control, load, arrive } = slowControl();
    render(<Deferred control={control} props={{ name: 'menu' }} placeholder={placeholder} />);
    await userEvent.click(screen.getByRole('button', { name: 'look-alike' }));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(screen.getByTestId('control').textContent).toBe('menu open');
  });
});

describe('lazyComponent', () => {
  it('downloads once, and again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Control>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Control);
    const component = lazyComponent(load);
    await expect(component.preload()).rejects.toThrow('offline');
    await component.preload();
    await component.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
