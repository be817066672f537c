import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';
import { PasswordRules, passwordProblem } from './PasswordRules';

interface NewPasswordFieldsProps {
  value: string;
  repeated: string;
  onChange: (value: string) => void;
  onRepeatedChange: (value: string) => void;
  /** Show the errors (after a first submit attempt). */
  showErrors: boolean;
  /** The server's refusal of the new password, in the UI language, shown on that field. */
  error?: string | undefined;
}

/** The new password, its repetition and the rules: the same on the reset page and in the profile. */
export function NewPasswordFields({
  value,
  repeated,
  onChange,
  onRepeatedChange,
  showErrors,
  error,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const problem = passwordProblem(value, repeated);
  return (
    <>
      <PasswordInput
        label={t`New password`}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={showErrors && problem === 'length' ? t`Use at least 8 characters.` : error}
        required
      />
      <PasswordInput
        label={t`Repeat the new password`}
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => onRepeatedChange(event.currentTarget.value)}
        error={showErrors && problem === 'mismatch' ? t`The two passwords are different.` : undefined}
        required
      />
      <PasswordRules />
    </>
  );
}
