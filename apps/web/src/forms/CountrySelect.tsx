import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { type Country, useCountryOptions } from '../i18n/useCountries';

const NONE: readonly Country[] = [];

/**
 * A required country with type-to-search: from the API's list (`countries`: named in the interface
 * language, the value its ISO code), or from options a form has already named (`data`).
 */
export function CountrySelect({
  countries,
  data,
  ...props
}: { countries?: readonly Country[] } & SelectProps) {
  const { t } = useLingui();
  const named = useCountryOptions(countries ?? NONE);
  return (
    <Select
      label={t`Country`}
      placeholder={t`Choose a country…`}
      data={countries ? named : data}
      searchable
      withAsterisk
      {...props}
    />
  );
}
