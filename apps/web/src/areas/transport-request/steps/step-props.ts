import type { UseFormReturnType } from '@mantine/form';
import type { TransportFormValues } from '../form-values';
import type { Lookups } from '../lookups';

export type Form = UseFormReturnType<TransportFormValues>;
export interface StepProps {
  form: Form;
  lookups: Lookups;
}
