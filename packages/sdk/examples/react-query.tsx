import { createExtranetClient } from '@extranet/sdk';
import { createExtranetQueries, extranetKey } from '@extranet/sdk/query';
import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';

const client = createExtranetClient({
  baseURL: process.env.EXTRANET_URL,
  getToken: () => process.env.EXTRANET_TOKEN,
});
const queries = createExtranetQueries(client);
const queryClient = new QueryClient();

// In a component: the option factories give every app the same cache keys.
export function ShipmentTitle({ id }: { id: number }) {
  const { data } = useSuspenseQuery(queries.tracking.obtenerPartida({ id }));
  return <h1>{data.numeroPartida}</h1>;
}

// Outside React (a loader, a prefetch): the same options with the QueryClient.
await queryClient.prefetchQuery(queries.tracking.obtenerPartida({ id: 1201 }));
// Keys carry their call's result type: `cached` is `Partida | undefined`, no cast.
const cached = queryClient.getQueryData(queries.tracking.obtenerPartida({ id: 1201 }).queryKey);
console.log(cached?.numeroPartida);
await queryClient.invalidateQueries({ queryKey: extranetKey('tracking') });
