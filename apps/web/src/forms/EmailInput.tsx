import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/** What the forms take for an e-mail address: something@somewhere.tld, no spaces. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed address (surrounding spaces aside) looks like an e-mail address. */
export const isEmailAddress = (text: string): boolean => EMAIL_ADDRESS.test(text.trim());

/** An "E-mail" field: the same label, input type and words for a wrong address on every form. */
export function EmailInput({ invalid, ...props }: TextInputProps & { invalid?: boolean }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`E-mail`}
      type="email"
      {...(invalid ? { error: t`Enter a valid e-mail address.` } : {})}
      {...props}
    />
  );
}
