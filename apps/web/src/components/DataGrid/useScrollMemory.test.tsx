import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollMemory } from './useScrollMemory';

// jsdom lays nothing out: each scrolling element gets a scrollTop of its own to read and write.
function List({ memoryKey }: { memoryKey: string }) {
  const ref = useScrollMemory(memoryKey, true);
  return (
    <div
      data-testid="list"
      ref={(element) => {
        if (element && !Object.hasOwn(element, 'scrollTop')) {
          let top = 0;
          Object.defineProperty(element, 'scrollTop', {
            get: () => top,
            set: (value: number) => {
              top = value;
            },
          });
        }
        ref.current = element;
      }}
    />
  );
}

describe('useScrollMemory', () => {
  it('brings a list back to where it was scrolled when a row was opened right after the scroll', () => {
    const first = render(<List memoryKey="fast-open" />);
    const list = first.getByTestId('list');
    list.scrollTop = 840;
    fireEvent.scroll(list);
    // Opened at once: the 120 ms read never ran.
    first.unmount();

    const back = render(<List memoryKey="fast-open" />);
    expect(back.getByTestId('list').scrollTop).toBe(840);
  });

  it('keeps each list apart', () => {
    const first = render(<List memoryKey="one" />);
    const list = first.getByTestId('list');
    list.scrollTop = 120;
    fireEvent.scroll(list);
    first.unmount();

    expect(render(<List memoryKey="two" />).getByTestId('list').scrollTop).toBe(0);
  });
});
