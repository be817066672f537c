import { useState } from 'react';
import { passwordProblem } from './PasswordRules';

/**
 * The state of a new password and its repetition (reset page, change-password dialog): what is
 * wrong with them, whether to show it yet (after a first attempt), and the props of
 * `<NewPasswordFields>`.
 */
export function useNewPassword() {
  const [value, setValue] = useState('');
  const [repeated, setRepeated] = useState('');
  const [shown, setShown] = useState(false);
  return {
    value,
    problem: passwordProblem(value, repeated),
    /** Errors are shown from now on (the user tried to submit). */
    shown,
    showErrors: () => setShown(true),
    clear: () => {
      setValue('');
      setRepeated('');
      setShown(false);
    },
    fields: { value, repeated, onChange: setValue, onRepeatedChange: setRepeated, showErrors: shown },
  };
}
