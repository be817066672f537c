import { useEffect, useLayoutEffect, useRef } from 'react';

// Where each list was scrolled to, for as long as the page lives: "Back" from a detail page returns
// to the same rows. The grid scrolls inside its own container, which the router's scroll
// restoration (the window's) does not see.
const positions = new Map<string, number>();

/** A ref for the scrolling element; its position is kept under `key` and restored once `ready`. */
export function useScrollMemory(key: string, ready: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const restoring = useRef(false);
  // A scroll not yet read (its timer pending): read at unmount, so a row opened within the timer's
  // 120 ms of the last scroll still brings "Back" to where the list was.
  const unread = useRef(false);

  useEffect(() => {
    const element = ref.current;
    const target = positions.get(key);
    if (!ready || !element || !target) return;
    // The virtualised rows grow the container over a few frames; keep asking until it is tall enough.
    restoring.current = true;
    let frames = 0;
    let frame = 0;
    const step = () => {
      element.scrollTop = target;
      frames += 1;
      if (Math.abs(element.scrollTop - target) > 2 && frames < 30) frame = requestAnimationFrame(step);
      else restoring.current = false;
    };
    step();
    return () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
    };
  }, [key, ready]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Read once the scroll has settled: reading scrollTop inside the scroll event, after the grid
    // redrew its rows there, would force a style and layout pass in the middle of every scroll step.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remember = () => {
      unread.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        unread.current = false;
        if (!restoring.current) positions.set(key, element.scrollTop);
      }, 120);
    };
    element.addEventListener('scroll', remember, { passive: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', remember);
    };
  }, [key]);

  // A layout effect's cleanup runs while the element is still in the document (a passive one's runs
  // after it left, when scrollTop reads 0).
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (element && unread.current && !restoring.current) positions.set(key, element.scrollTop);
      unread.current = false;
    };
  }, [key]);

  return ref;
}
