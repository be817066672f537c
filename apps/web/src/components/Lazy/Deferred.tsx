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
  /**
   * When the control replaces its look-alike: on a press (default; the pointer or the focus coming
   * to it only downloads its code), or as soon as the pointer or the focus comes (a look-alike that
   * works by itself, whose control only adds a tooltip), or at once (`eager`: a link opened it).
   */
  mount?: 'press' | 'near' | 'eager';
}

/**
 * A header or toolbar control (a menu, a popover, a select) drawn at once as a look-alike and made
 * whole when it is pressed (its code downloads as the pointer or the focus comes to it): the
 * floating-element code behind menus and popovers, and their render, are not part of `/`'s load
 * (issue 30; made whole on a timer after the first paint instead, their renders added 1.5 s of
 * blocked main thread to a slowed phone's load). The press opens the control when its code comes.
 */
export function Deferred<P extends object>({
  control,
  props,
  placeholder,
  mount = 'press',
}: DeferredProps<P>) {
  const [wanted, setWanted] = useState<'later' | 'now' | 'pressed'>(mount === 'eager' ? 'now' : 'later');
  // Whether the keyboard's focus is on the look-alike: the control takes it over when it replaces it.
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // A press that replaces the look-alike between its pointerdown and its click would lose the
    // click: by default the code only downloads here, and the control is drawn by the press.
    const near = () =>
      mount === 'near'
        ? setWanted((state) => (state === 'later' ? 'now' : state))
        : void control.preload().catch(() => undefined);
    const track = (event: FocusEvent) => {
      focused.current = event.type === 'focusin';
      if (focused.current) near();
    };
    element.addEventListener('pointerover', near);
    element.addEventListener('focusin', track);
    element.addEventListener('focusout', track);
    return () => {
      element.removeEventListener('pointerover', near);
      element.removeEventListener('focusin', track);
      element.removeEventListener('focusout', track);
    };
  }, [control, mount]);
  // The look-alike stays in place (the same element under the pointer) until the control is drawn.
  const [shown, setShown] = useState(false);
  const moveFocus = useRef(false);
  useLayoutEffect(() => {
    if (!shown || !moveFocus.current) return;
    box.current?.querySelector<HTMLElement>('button, input, [tabindex]:not([tabindex="-1"])')?.focus();
  }, [shown]);
  const Control = control as unknown as ComponentType<P & DeferredControlProps>;
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {!shown && placeholder(() => setWanted('pressed'))}
      {wanted !== 'later' && (
        <Suspense fallback={null}>
          <Control {...props} initiallyOpened={wanted === 'pressed'} />
          <OnDrawn
            onDrawn={() => {
              // Before the look-alike leaves: whether the focus is on it, to give it to the control.
              moveFocus.current = focused.current || !!box.current?.contains(document.activeElement);
              setShown(true);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}

/** Calls `onDrawn` once, when the control beside it has been drawn. */
function OnDrawn({ onDrawn }: { onDrawn: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when drawn
  useLayoutEffect(onDrawn, []);
  return null;
}
