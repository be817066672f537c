import type { UseFormReturnType } from '@mantine/form';
import type { HawbFormValues } from '../form-values';
import type { HawbLookups } from '../useHawbLookups';

/** What every step of the HAWB wizard is given: the form it edits and the lists it picks from. */
export interface HawbStepProps {
  form: UseFormReturnType<HawbFormValues>;
  lookups: HawbLookups;
}
