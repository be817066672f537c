import { useEffect, useLayoutEffect, useRef } from 'react';

// Where each list was scrolled to, for as long as the page lives: "Back" from a detail page returns
// to the same rows. The grid scrolls inside its own container, which the router's scroll
// restoration (the window's) does not see.
const positions = new Map<string, number>();

/** A ref for the scrolling element; its position is kept under `key` and restored once `ready`. */
export function useScrollMemory(key: string, ready: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const restored = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!ready || restored.current || !element) return;
    restored.current = true;
    const top = positions.get(key);
    if (top) element.scrollTop = top;
  }, [key, ready]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const remember = () => positions.set(key, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [key]);

  return ref;
}
