import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** A country of the API's lists: its ISO code and the name the server gives it (in Spanish). */
export interface Country {
  codigo: string;
  nombre: string;
}

/** A country's name in the interface language, from its ISO code (`US` → "United States", "Estados Unidos"). */
export function useCountryName(): (code: string) => string | undefined {
  const { i18n } = useLingui();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return (code: string) => names.of(code);
  }, [i18n.locale]);
}

/**
 * A list of countries as a Select's options: named in the interface language (the server's name
 * where Intl has none) and sorted by that name.
 */
export function useCountryOptions(countries: readonly Country[]): { value: string; label: string }[] {
  const { i18n } = useLingui();
  const countryName = useCountryName();
  return useMemo(
    () =>
      countries
        .map((country) => ({ value: country.codigo, label: countryName(country.codigo) ?? country.nombre }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    [countries, countryName, i18n.locale],
  );
}
