import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';

/**
 * Customer accounts found by code or name (ObtenerClientes), chosen several at a time. `value` holds
 * customer ids as strings; the chosen ones keep their labels while the search text changes. Used by
 * customer assignment and by user management (create a user, approve an access request).
 */
export function CustomerSearch({
  value,
  onChange,
  label,
  description,
  flex,
  maw,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
  description?: string;
  /** Its share of a row it sits in (flex shorthand); in a column of fields it takes its own height. */
  flex?: string;
  maw?: number;
}) {
  const { t } = useLingui();
  const api = useApi();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const found = useQuery({
    ...api.queries.configuracion.obtenerClientes({ busqueda: debounced }),
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const id of value) options.set(id, labels[id] ?? id);
    for (const cliente of found.data ?? [])
      options.set(String(cliente.id), `${cliente.codigo} · ${cliente.nombre}`);
    return [...options].map(([id, text]) => ({ value: id, label: text }));
  }, [found.data, value, labels]);

  return (
    <MultiSelect
      label={label ?? t`Customer accounts to assign`}
      description={description}
      placeholder={t`Type at least 2 letters of a code or name`}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        setLabels((previous) => {
          const next = { ...previous };
          for (const option of data) next[option.value] = option.label;
          return next;
        });
      }}
      nothingFoundMessage={
        debounced.length >= 2 && !found.isFetching ? t`No customer account matches.` : undefined
      }
      flex={flex}
      maw={maw}
    />
  );
}
