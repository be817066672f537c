import { type ConfiguracionGrid, type EstadoGrid, isHttpStatus } from '@extranet/sdk';
import { extranetKey } from '@extranet/sdk/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';

// Saved views of one grid through the Entorno calls: the list for the Views menu, the view a visit
// opens with, and the writes. Which view was used last is remembered per user and grid in this
// browser; the views themselves live on the server, so they survive sign-out and other browsers.

const lastViewKey = (usuario: string, gridCode: string) => `extranet.grid.${usuario}.${gridCode}.view`;

export function readLastView(usuario: string, gridCode: string): number | undefined {
  try {
    const value = Number(localStorage.getItem(lastViewKey(usuario, gridCode)));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastView(usuario: string, gridCode: string, id: number | undefined): void {
  try {
    if (id === undefined) localStorage.removeItem(lastViewKey(usuario, gridCode));
    else localStorage.setItem(lastViewKey(usuario, gridCode), String(id));
  } catch {
    // storage blocked: the default view opens next time
  }
}

/** The view a visit opens with, and whether the one the URL asked for was missing. */
export interface InitialView {
  view: ConfiguracionGrid | null;
  missing: boolean;
}

export function useGridViews(gridCode: string, usuario: string, urlView: number | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...api.queries.entorno.obtenerConfiguracionesGrid({ codigogrid: gridCode }),
    meta: { localErrors: true },
  });

  // The URL's view, else the last one used here, else the user's default view of this grid.
  const initial = useQuery({
    queryKey: ['web', 'grid-initial-view', gridCode, usuario, urlView ?? null],
    queryFn: async (): Promise<InitialView> => {
      const wanted = urlView ?? readLastView(usuario, gridCode);
      if (wanted !== undefined) {
        try {
          return { view: await api.client.entorno.obtenerConfiguracionGrid({ id: wanted }), missing: false };
        } catch (error) {
          if (!isHttpStatus(error, 404)) throw error;
          writeLastView(usuario, gridCode, undefined);
          if (urlView !== undefined) return { view: null, missing: true };
        }
      }
      const view = await api.client.entorno.obtenerConfiguracionGridPredeterminada({ codigo: gridCode });
      return { view, missing: false };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { localErrors: true },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: extranetKey('entorno') });
  const options = { meta: { localErrors: true }, onSuccess: refresh };

  const create = useMutation({
    mutationFn: (view: { nombre: string; predeterminada: boolean; estado: EstadoGrid }) =>
      api.client.entorno.guardarConfiguracionGrid({ body: { codigoGrid: gridCode, ...view } }),
    ...options,
  });
  const update = useMutation({
    mutationFn: ({
      view,
      ...changes
    }: { view: ConfiguracionGrid } & Partial<
      Pick<ConfiguracionGrid, 'nombre' | 'predeterminada' | 'estado'>
    >) =>
      api.client.entorno.actualizarConfiguracionGrid({
        id: view.id,
        body: {
          codigoGrid: gridCode,
          nombre: changes.nombre ?? view.nombre,
          predeterminada: changes.predeterminada ?? view.predeterminada,
          estado: changes.estado ?? view.estado,
        },
      }),
    ...options,
  });
  const remove = useMutation({
    mutationFn: (view: ConfiguracionGrid) =>
      api.client.entorno.eliminarConfiguracionGrid({ idConfiguracionGrid: view.id }),
    ...options,
  });

  return { list, initial, create, update, remove };
}
