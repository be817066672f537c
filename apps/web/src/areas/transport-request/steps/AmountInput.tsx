import { NumberInput } from '@mantine/core';
import { useFormat } from '../../../i18n/useFormat';
import type { Form } from './step-props';

/**
 * A quantity, measure or weight of the request: never negative, whole unless `decimals` is given, typed
 * with the user's decimal separator.
 */
export function AmountInput({
  form,
  path,
  label,
  min = 0,
  max,
  decimals = 0,
  required = true,
}: {
  form: Form;
  path: string;
  label: string;
  min?: number;
  max: number;
  decimals?: number;
  required?: boolean;
}) {
  const decimal = useFormat().rules.decimal;
  return (
    <NumberInput
      label={label}
      min={min}
      max={max}
      allowDecimal={decimals > 0}
      decimalScale={decimals || undefined}
      decimalSeparator={decimal}
      allowNegative={false}
      withAsterisk={required}
      {...form.getInputProps(path)}
    />
  );
}
