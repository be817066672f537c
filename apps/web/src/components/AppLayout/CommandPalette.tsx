import type { ResultadoBusqueda, TipoResultadoBusqueda } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, type SpotlightActionData, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconFileInvoice, IconFolder, IconPackage, IconPlane, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { useFormat } from '../../i18n/useFormat';
import { AreaIcon } from '../AreaIcon';
import type { NavSection } from './nav-sections';

const KIND: Record<TipoResultadoBusqueda, { group: MessageDescriptor; icon: ReactNode }> = {
  PARTIDA: { group: msg`Shipments`, icon: <IconPackage size={22} stroke={1.6} /> },
  DOSSIER: { group: msg`Dossiers`, icon: <IconFolder size={22} stroke={1.6} /> },
  FACTURA: { group: msg`Invoices`, icon: <IconFileInvoice size={22} stroke={1.6} /> },
  HAWB: { group: msg`Air waybills`, icon: <IconPlane size={22} stroke={1.6} /> },
};

/** Where a found record opens: its detail page. */
function targetOf(result: ResultadoBusqueda): { to: string; params?: { id: string }; search?: object } {
  const id = String(result.id);
  switch (result.tipo) {
    case 'PARTIDA':
      return { to: '/tracking/$id', params: { id } };
    case 'DOSSIER':
      return { to: '/dossier/$id', params: { id } };
    case 'FACTURA':
      // The invoice page is keyed by the invoice number (there is no invoice-by-id call).
      return { to: '/invoices/$id', params: { id: result.referencia } };
    case 'HAWB':
      return { to: '/guide-tracking/$id', params: { id } };
  }
}

/**
 * Ctrl/Cmd + K: jump to any area the user may open, or type a reference (shipment, dossier,
 * invoice, air waybill) to open that record. The records come from the server's search over the
 * user's own customers (`entorno.buscar`), only of the kinds the user may open.
 */
export function CommandPalette({ sections }: { sections: NavSection[] }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const api = useApi();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [texto] = useDebouncedValue(query.trim(), 200);
  const searching = texto.length >= 2 && texto.length <= 50;
  const found = useQuery({
    ...api.queries.entorno.buscar({ texto }),
    enabled: searching,
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

  const areaGroups = useMemo<SpotlightActionGroupData[]>(
    () =>
      sections.map((section) => ({
        group: i18n._(section.title),
        actions: section.areas.map((area) => ({
          id: area.path,
          label: i18n._(area.title),
          description: area.path,
          keywords: [area.path.slice(1), area.title.message ?? ''],
          leftSection: <AreaIcon icon={area.icon} size={22} />,
          onClick: () => void navigate({ to: area.path }),
        })),
      })),
    [sections, i18n, navigate],
  );

  const recordGroups = useMemo<SpotlightActionGroupData[]>(() => {
    if (!searching || !found.data) return [];
    const groups = new Map<TipoResultadoBusqueda, SpotlightActionData[]>();
    for (const result of found.data) {
      const actions = groups.get(result.tipo) ?? [];
      actions.push({
        id: `${result.tipo}-${result.id}`,
        label: result.referencia,
        description: `${result.detalle} · ${format.date(result.fecha)}`,
        leftSection: KIND[result.tipo].icon,
        onClick: () => void navigate(targetOf(result) as never),
      });
      groups.set(result.tipo, actions);
    }
    return [...groups].map(([tipo, actions]) => ({ group: i18n._(KIND[tipo].group), actions }));
  }, [searching, found.data, format, i18n, navigate]);

  // Areas by their name; records as the server found them (it matched their references).
  const filter = (search: string, groups: SpotlightActionGroupData[]) => {
    const needle = search.trim().toLowerCase();
    const areas = groups
      .filter((group) => !recordGroups.includes(group))
      .map((group) => ({
        ...group,
        actions: group.actions.filter((action) =>
          [action.label, action.description, ...((action.keywords as string[] | undefined) ?? [])].some(
            (text) => text?.toLowerCase().includes(needle),
          ),
        ),
      }))
      .filter((group) => group.actions.length > 0);
    return [...recordGroups, ...areas];
  };

  return (
    <Spotlight
      actions={[...recordGroups, ...areaGroups]}
      query={query}
      onQueryChange={setQuery}
      filter={filter as never}
      // The layout owns Ctrl/Cmd + K: it mounts this palette on first use (usePalette).
      shortcut={null}
      nothingFound={
        searching && found.isFetching ? (
          <Loader size="sm" />
        ) : (
          t`Nothing matches: try a shipment, dossier, invoice or air waybill number`
        )
      }
      highlightQuery
      scrollable
      maxHeight={460}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} />,
        rightSection: searching && found.isFetching ? <Loader size="xs" /> : null,
        placeholder: t`Go to an area, or type a reference…`,
      }}
    />
  );
}
