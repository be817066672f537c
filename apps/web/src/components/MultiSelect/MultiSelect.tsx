import { useLingui } from '@lingui/react/macro';
import { CheckIcon, Combobox, Group, Pill, PillsInput, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useId, useMemo, useState } from 'react';

/**
 * The defaults: how many selected items show as pills before "+N", the list height, and the
 * selection limit (-1: unlimited).
 */
export const MULTI_SELECT_DEFAULTS = { itemsShowLimit: 3, maxHeight: 197, limitSelection: -1 } as const;

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  data: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  label?: string;
  description?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** Selected items shown as pills; the rest are summed up as "+N". */
  itemsShowLimit?: number;
  /** Height of the option list in pixels. */
  maxHeight?: number;
  /** Most items that may be selected; -1: no limit. */
  limitSelection?: number;
  searchable?: boolean;
}

/** The one multi-select of the app (filters, assignments): Mantine Combobox with the spec's limits. */
export function MultiSelect({
  data,
  value,
  onChange,
  label,
  description,
  placeholder,
  error,
  disabled,
  itemsShowLimit = MULTI_SELECT_DEFAULTS.itemsShowLimit,
  maxHeight = MULTI_SELECT_DEFAULTS.maxHeight,
  limitSelection = MULTI_SELECT_DEFAULTS.limitSelection,
  searchable = true,
}: MultiSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const labels = useMemo(() => new Map(data.map((option) => [option.value, option.label])), [data]);
  const atLimit = limitSelection >= 0 && value.length >= limitSelection;

  const toggle = (item: string) => {
    if (value.includes(item)) onChange(value.filter((selected) => selected !== item));
    else if (!atLimit) onChange([...value, item]);
  };
  const remove = (item: string) => onChange(value.filter((selected) => selected !== item));

  const shown = value.length > itemsShowLimit ? value.slice(0, itemsShowLimit) : value;
  const hidden = value.length - shown.length;
  const query = search.trim().toLowerCase();
  const options = data.filter((option) => !query || option.label.toLowerCase().includes(query));

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} disabled={disabled}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          description={description}
          error={error}
          disabled={disabled}
          pointer={!searchable}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {shown.map((item) => (
              <Pill key={item} withRemoveButton={!disabled} onRemove={() => remove(item)} disabled={disabled}>
                {labels.get(item) ?? item}
              </Pill>
            ))}
            {hidden > 0 && <Pill data-testid="multi-select-more">{t`+${hidden} more`}</Pill>}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                readOnly={!searchable}
                placeholder={value.length === 0 ? placeholder : undefined}
                aria-label={label ?? placeholder}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    remove(value[value.length - 1] as string);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={maxHeight} type="scroll" data-testid="multi-select-list">
            {options.length === 0 ? (
              <Combobox.Empty>{t`Nothing found`}</Combobox.Empty>
            ) : (
              options.map((option) => {
                const selected = value.includes(option.value);
                return (
                  <Combobox.Option
                    value={option.value}
                    key={option.value}
                    active={selected}
                    disabled={!selected && atLimit}
                    aria-selected={selected}
                  >
                    <Group gap="sm" wrap="nowrap">
                      {selected ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                      <span>{option.label}</span>
                    </Group>
                  </Combobox.Option>
                );
              })
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
        {atLimit && (
          <Text size="xs" c="dimmed" px="sm" py={6}>
            {t`You can select up to ${limitSelection} items.`}
          </Text>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
