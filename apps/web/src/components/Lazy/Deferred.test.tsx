import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Deferred, type DeferredControlProps } from './Deferred';
import { lazyComponent } from './lazy-component';

function Control({ name, initiallyOpened }: { name: string } & DeferredControlProps) {
  return <div data-testid="control">{`${name} ${initiallyOpened ? 'open' : 'closed'}`}</div>;
}

function Focusable({ initiallyOpened }: DeferredControlProps) {
  return <button type="button">{`real ${initiallyOpened ? 'open' : 'closed'}`}</button>;
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

describe('Deferred', () => {
  it('downloads the code when the pointer comes, and draws the control only when pressed', async () => {
    const { control, load, arrive } = slowControl();
    render(<Deferred control={control} props={{ name: 'menu' }} placeholder={placeholder} />);
    const lookAlike = screen.getByRole('button', { name: 'look-alike' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerOver(lookAlike);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    // The code is here, the look-alike stays (the same element under the pointer) until a press.
    expect(screen.queryByTestId('control')).toBeNull();
    await userEvent.click(lookAlike);
    expect((await screen.findByTestId('control')).textContent).toBe('menu open');
  });

  it('with mount="near", draws the control as soon as the pointer comes', async () => {
    const { control, arrive } = slowControl();
    render(<Deferred control={control} props={{ name: 'tooltip' }} placeholder={placeholder} mount="near" />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'look-alike' }));
    // Still the look-alike while the code is on its way: nothing empty, nothing moving.
    expect(screen.getByRole('button', { name: 'look-alike' })).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByTestId('control').textContent).toBe('tooltip closed');
  });

  it('gives the focus the look-alike had to the control (pressed with the keyboard)', async () => {
    render(<Deferred control={lazyComponent(async () => Focusable)} props={{}} placeholder={placeholder} />);
    act(() => screen.getByRole('button', { name: 'look-alike' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'real open' })).toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: 'look-alike' })).toBeNull();
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
