import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { AnchorLink } from '../../components/AnchorLink';
import { can } from '../../session/can';

/**
 * A shipment number that opens the shipment's page. Invoices name their shipments by number; the
 * page needs the id, which the palette's search (`Entorno/Buscar`) gives. Plain text for a user
 * without shipment tracking, or while the number is not found.
 */
export function ShipmentLink({ numero }: { numero: string }) {
  const api = useApi();
  const allowed = can('accesoPartidas').can;
  const { data } = useQuery({
    ...api.queries.entorno.buscar({ texto: numero }),
    enabled: allowed,
    staleTime: 5 * 60_000,
    meta: { localErrors: true },
    select: (found) => found.find((r) => r.tipo === 'PARTIDA' && r.referencia === numero),
  });
  if (!data) return <span>{numero}</span>;
  return (
    <AnchorLink to="/tracking/$id" params={{ id: String(data.id) }} fw={600}>
      {numero}
    </AnchorLink>
  );
}
