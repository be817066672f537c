import { useEffect, useRef, useState } from 'react';
import { clearDraft, type Draft, draftKey, readDraft, writeDraft } from './drafts';

/**
 * A form's draft for one user: `pending` is a draft found on arrival (offer "resume / discard");
 * `save` keeps the values as they change (once the user resumed, discarded, or had none), `clear`
 * drops it after a successful send. Writes wait 300 ms for typing to pause, and a write still
 * waiting is done at once when the page is left or reloaded, or the form goes away.
 */
export function useDraft<T>(form: string, user: string | number, isEmpty: (values: T) => boolean) {
  const key = draftKey(form, user);
  const [pending, setPending] = useState<Draft<T> | null>(() => readDraft<T>(key));
  // Read by `save`, which a form may keep from its first render.
  const waiting = useRef(pending !== null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsaved = useRef<(() => void) | null>(null);

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      unsaved.current?.();
      unsaved.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return {
    pending,
    /** The user chose: the draft's values go into the form (resume) or away (discard). */
    settle: (resume: boolean) => {
      if (!resume) clearDraft(key);
      waiting.current = false;
      setPending(null);
    },
    save: (values: T) => {
      // While a found draft waits for an answer, typing must not overwrite it.
      if (waiting.current) return;
      clearTimeout(timer.current);
      unsaved.current = () => (isEmpty(values) ? clearDraft(key) : writeDraft(key, values));
      timer.current = setTimeout(() => {
        unsaved.current?.();
        unsaved.current = null;
      }, 300);
    },
    clear: () => {
      clearTimeout(timer.current);
      unsaved.current = null;
      clearDraft(key);
    },
  };
}
