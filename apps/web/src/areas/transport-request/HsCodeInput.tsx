import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Badge, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';

/**
 * HS tariff codes searched on the server as the user types (a code prefix or words of the
 * description), debounced; a choice joins the list of codes shown as removable chips.
 */
export function HsCodeInput({
  value,
  descriptions,
  onChange,
  error,
}: {
  value: string[];
  /** Code → description of the codes chosen. */
  descriptions: Record<string, string>;
  onChange: (codes: string[], descriptions: Record<string, string>) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const api = useApi();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const { data = [], isFetching } = useQuery({
    ...api.queries.transportes.partidasArancelarias({ busqueda: search }),
    enabled: search.length >= 2,
    staleTime: 10 * 60_000,
  });
  const add = (code: string) => {
    const found = data.find((p) => p.codigo === code);
    if (!value.includes(code) && value.length < 20)
      onChange([...value, code], found ? { ...descriptions, [code]: found.descripcion } : descriptions);
    setText('');
  };
  return (
    <Stack gap={6}>
      <Autocomplete
        label={t`HS codes`}
        description={t`Type a code or a word (e.g. "oranges"), then choose. Up to 20.`}
        placeholder={t`Search the tariff…`}
        value={text}
        onChange={setText}
        onOptionSubmit={add}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && /^\d{6,10}$/.test(text.trim())) {
            event.preventDefault();
            add(text.trim());
          }
        }}
        data={data.map((p) => ({ value: p.codigo, label: `${p.codigo} — ${p.descripcion}` }))}
        rightSection={isFetching ? <Loader size="xs" /> : undefined}
        filter={({ options }) => options}
        limit={50}
        error={error}
        autoComplete="off"
        data-testid="hs-search"
      />
      {value.length > 0 && (
        <Group gap={6}>
          {value.map((code) => (
            <Badge
              key={code}
              title={descriptions[code]}
              maw="100%"
              variant="light"
              size="lg"
              style={{ textTransform: 'none' }}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t`Remove ${code}`}
                  onClick={() => {
                    const { [code]: _, ...rest } = descriptions;
                    onChange(
                      value.filter((c) => c !== code),
                      rest,
                    );
                  }}
                />
              }
            >
              <Text span size="sm" ff="monospace">
                {code}
              </Text>
              {descriptions[code] && (
                <Text span size="xs" ml={6} style={{ textTransform: 'none' }}>
                  {descriptions[code]!.length > 48
                    ? `${descriptions[code]!.slice(0, 47)}…`
                    : descriptions[code]}
                </Text>
              )}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
