import type { Estilo } from '@extranet/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/ApiProvider';

/**
 * The user's style (theme, language…) kept on the server: read with `Entorno/ObtenerEstilo`, saved with
 * `Entorno/GuardarEstilo`. Cosmetic, so failures stay local (no redirect to an error page).
 */
export function useUserStyle() {
  const api = useApi();
  const { queryClient } = api;
  const query = api.queries.entorno.obtenerEstilo();
  const style = useQuery({ ...query, staleTime: Number.POSITIVE_INFINITY, meta: { localErrors: true } });
  const mutation = useMutation({
    ...api.queries.entorno.guardarEstilo(),
    meta: { localErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(query.queryKey, saved),
  });
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (patch: Partial<Estilo>): Promise<Estilo> => {
      const current =
        queryClient.getQueryData<Estilo>(query.queryKey) ?? (await queryClient.fetchQuery(query));
      return mutateAsync({ body: { ...current, ...patch } as Estilo });
    },
    [mutateAsync, queryClient, query],
  );
  return { style: style.data, save };
}
