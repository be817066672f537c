import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from './error-text';

/**
 * One call behind a submit button: `busy` while it runs, and why it failed (in the interface
 * language) until the next attempt. `onError` does what else a failure means to the form, such as
 * putting the server's reason on its field, and may word the failure itself.
 */
export function useSubmission() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (send: () => Promise<void>, onError?: (error: unknown) => unknown): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      await send();
    } catch (error) {
      const worded = onError?.(error);
      setFailure(typeof worded === 'string' && worded ? worded : errorText(error, i18n));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, setFailure };
}
