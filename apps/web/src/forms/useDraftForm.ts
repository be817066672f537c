import { type FormValidateInput, useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import { profileQuery } from '../session';
import { useDraft } from './useDraft';

/**
 * A request form whose typing is kept as the signed-in user's draft in this browser (`useDraft`):
 * the Mantine form, controlled, starting empty and saving every change.
 */
export function useDraftForm<T extends object>(
  name: string,
  empty: () => T,
  isEmpty: (values: T) => boolean,
  validate?: FormValidateInput<T>,
) {
  const api = useApi();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const draft = useDraft<T>(name, profile.usuario, isEmpty);
  const form = useForm<T>({
    mode: 'controlled',
    initialValues: empty(),
    ...(validate ? { validate } : {}),
    onValuesChange: (values) => draft.save(values),
  });
  return { form, draft };
}
