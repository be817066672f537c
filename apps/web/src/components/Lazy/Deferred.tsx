import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { PreloadableComponent } from './lazy-component';

/**
 * How long after the first paint a deferred control's code is asked for: past the screen's own
 * chunks and first calls, which a phone on a slow network needs first (issue 30).
 */
const AFTER_PAINT_MS = 1500;

/** What a deferred control is given besides its own props. */
export interface DeferredControlProps {
  /** The user pressed the look-alike before the code came: open at once. */
  initiallyOpened?: boolean;
}

interface DeferredProps<P> {
  control: PreloadableComponent<P & DeferredControlProps>;
  props: P;
  /**
   * The control as it looks closed, drawn until its code has come (the same size and place, so
   * nothing moves when it is replaced). `press` fetches the code at once and opens the control.
   */
  placeholder: (press: () => void) => ReactNode;
}

/**
 * A header or toolbar control (a menu, a popover, a select) drawn at once as a look-alike and made
 * whole a moment after the first paint: the floating-element code behind menus and popovers is
 * not on the critical path of `/`. A press on the look-alike is not lost: it opens the control.
 */
export function Deferred<P extends object>({ control, props, placeholder }: DeferredProps<P>) {
  const [wanted, setWanted] = useState<'later' | 'now' | 'pressed'>('later');
  useEffect(() => {
    const timer = setTimeout(() => setWanted((state) => (state === 'later' ? 'now' : state)), AFTER_PAINT_MS);
    return () => clearTimeout(timer);
  }, []);
  // Whether the keyboard's focus is on the look-alike: the control takes it over when it replaces it.
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const track = (event: FocusEvent) => {
      focused.current = event.type === 'focusin';
    };
    element.addEventListener('focusin', track);
    element.addEventListener('focusout', track);
    return () => {
      element.removeEventListener('focusin', track);
      element.removeEventListener('focusout', track);
    };
  }, []);
  const lookAlike = placeholder(() => setWanted('pressed'));
  const Control = control as unknown as ComponentType<P & DeferredControlProps>;
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {wanted === 'later' ? (
        lookAlike
      ) : (
        <Suspense fallback={lookAlike}>
          <Control {...props} initiallyOpened={wanted === 'pressed'} />
          <KeepFocus box={box} focused={focused} />
        </Suspense>
      )}
    </span>
  );
}

/** Once the control is drawn: the focus the look-alike had (lost when it left the page) goes to it. */
function KeepFocus({
  box,
  focused,
}: {
  box: React.RefObject<HTMLSpanElement | null>;
  focused: React.RefObject<boolean>;
}) {
  useLayoutEffect(() => {
    if (!focused.current || box.current?.contains(document.activeElement)) return;
    box.current?.querySelector<HTMLElement>('button, input, [tabindex]:not([tabindex="-1"])')?.focus();
  }, [box, focused]);
  return null;
}
