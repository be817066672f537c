import type { Dossier } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Grid, Table, Text, Timeline } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import type { Api } from '../../api/api';
import { AnchorLink } from '../../components/AnchorLink';
import { DetailColumn, DetailHeader, Facts, Section } from '../../components/Detail';
import { recordIdParams } from '../../components/Detail/record-id';
import { DocumentsPanel } from '../../components/Documents';
import { ModeIcon, StatusBadge } from '../../components/Shipment';
import { useFormat } from '../../i18n/useFormat';
import { CHANNEL, DECLARATION_STATUS, DECLARATION_TYPE, DOSSIER_STATUS, DOSSIER_TYPE } from './labels';

/** `/dossier/$id`: one dossier with its shipments, customs declarations, documents and history. */
export const Route = createFileRoute('/_app/dossier/$id')({
  params: recordIdParams,
  loader: async ({ context, params }) => {
    const api = await context.api.load();
    await api.queryClient.ensureQueryData(dossierQuery(api, params.id));
  },
  component: DossierDetailScreen,
});

const dossierQuery = (api: Api, id: string) => api.queries.dossier.obtenerDossier({ id: Number(id) });

function DossierDetailScreen() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const { id } = Route.useParams();
  const { data: d } = useSuspenseQuery(dossierQuery(api, id));
  const status = DOSSIER_STATUS[d.estado];
  return (
    <>
      <DetailHeader
        listPath="/dossier"
        listTitle={t`Dossiers`}
        title={d.numeroDossier}
        documentTitle={d.numeroDossier}
        badges={
          <Badge color={status.color} variant="light" size="lg" style={{ textTransform: 'none' }}>
            {i18n._(status.label)}
          </Badge>
        }
        subtitle={`${i18n._(DOSSIER_TYPE[d.tipo])} · ${d.origen} (${d.codigoOrigen}) → ${d.destino} (${d.codigoDestino})`}
      />
      <Grid gutter="md">
        <DetailColumn span={7}>
          <Section title={t`The file`}>
            <Facts
              facts={[
                { label: t`Customer`, value: d.cliente },
                { label: t`Your reference`, value: d.referenciaCliente },
                { label: t`Opened`, value: format.date(d.fechaApertura) },
                { label: t`Closed`, value: d.fechaCierre ? format.date(d.fechaCierre) : null },
                { label: t`Shipper`, value: d.expedidor },
                { label: t`Consignee`, value: d.destinatario },
                { label: t`Goods`, value: d.mercancia },
                { label: t`Incoterm`, value: d.incoterm },
                {
                  label: t`Packages, weight, volume`,
                  value: `${format.number(d.bultos)} · ${format.number(d.pesoBrutoKg, { maximumFractionDigits: 1 })} kg · ${format.number(d.volumenM3, { maximumFractionDigits: 2 })} m³`,
                },
                { label: t`Your contact`, value: d.gestor },
              ]}
            />
          </Section>
          <Section title={t`Shipments (${d.partidas.length})`}>
            <Shipments dossier={d} />
          </Section>
          <Section title={t`Customs declarations`}>
            <Declarations dossier={d} />
          </Section>
        </DetailColumn>
        <DetailColumn span={5}>
          <Section title={t`Documents`}>
            <DocumentsPanel
              entidad="dossier"
              id={d.id}
              documents={d.documentos}
              emptyText={t`No documents yet.`}
            />
          </Section>
          <Section title={t`History`}>
            <Timeline bulletSize={12} lineWidth={2} active={d.eventos.length}>
              {[...d.eventos]
                .sort((a, b) => b.fecha.localeCompare(a.fecha))
                .map((event) => (
                  <Timeline.Item
                    key={event.id}
                    color={event.tipo === 'INCIDENCIA' ? 'red' : undefined}
                    title={<Text size="sm">{event.descripcion}</Text>}
                  >
                    <Text size="xs" c="dimmed">
                      {format.dateTime(event.fecha)}
                      {event.usuario ? ` · ${event.usuario}` : ''}
                    </Text>
                  </Timeline.Item>
                ))}
            </Timeline>
          </Section>
        </DetailColumn>
      </Grid>
    </>
  );
}

function Shipments({ dossier: d }: { dossier: Dossier }) {
  const { t } = useLingui();
  const format = useFormat();
  if (d.partidas.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t`This dossier has no shipments (customs work only).`}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover fz="sm" aria-label={t`Shipments`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Shipment`}</Table.Th>
            <Table.Th>{t`Route`}</Table.Th>
            <Table.Th>{t`Departure`}</Table.Th>
            <Table.Th>{t`Arrival`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.partidas.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <AnchorLink to="/tracking/$id" params={{ id: String(p.id) }} fw={600} size="sm">
                  {p.numeroPartida}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <ModeIcon modo={p.modo} size={16} /> {p.origen} → {p.destino}
              </Table.Td>
              <Table.Td>{format.date(p.etd)}</Table.Td>
              <Table.Td>{format.date(p.eta)}</Table.Td>
              <Table.Td>
                <StatusBadge estado={p.estado} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Declarations({ dossier: d }: { dossier: Dossier }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  if (d.declaraciones.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t`No customs declarations lodged for this dossier.`}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" aria-label={t`Customs declarations`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`MRN`}</Table.Th>
            <Table.Th>{t`Type`}</Table.Th>
            <Table.Th>{t`Date`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Channel`}</Table.Th>
            <Table.Th ta="right">{t`Duties`}</Table.Th>
            <Table.Th ta="right">{t`Import VAT`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.declaraciones.map((dec) => (
            <Table.Tr key={dec.id}>
              <Table.Td ff="monospace">{dec.mrn}</Table.Td>
              <Table.Td>
                {i18n._(DECLARATION_TYPE[dec.tipo])} ({dec.regimen})
              </Table.Td>
              <Table.Td>{format.date(dec.fecha)}</Table.Td>
              <Table.Td>
                <Badge
                  color={DECLARATION_STATUS[dec.estado].color}
                  variant="light"
                  style={{ textTransform: 'none' }}
                >
                  {i18n._(DECLARATION_STATUS[dec.estado].label)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {dec.circuito ? (
                  <Text size="sm" c={CHANNEL[dec.circuito].color}>
                    {i18n._(CHANNEL[dec.circuito].label)}
                  </Text>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td ta="right">{format.currency(dec.importeDerechos, dec.moneda)}</Table.Td>
              <Table.Td ta="right">{format.currency(dec.importeIva, dec.moneda)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
