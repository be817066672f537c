import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import { manifest } from '@extranet/routes-manifest';
import type { TarifaAerea } from '@extranet/sdk';
import { CalculoTarifaAereaSchema } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalculator } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { AirportInput } from '../../components/Tariff/AirportInput';
import { Breakdown } from '../../components/Tariff/Breakdown';
import { PieceLines } from '../../components/Tariff/PieceLines';
import { errorText } from '../../forms/error-text';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { useDraft } from '../../forms/useDraft';
import { useFormat } from '../../i18n/useFormat';
import { profileQuery } from '../../session';
import {
  emptySimulator,
  isEmptySimulator,
  newPiece,
  type SimulatorValues,
  toQuoteRequest,
} from './form-values';

/** `/tariff-simulator`: quote air freight for every service at once, and show how each total is made. */
export const Route = createFileRoute('/_app/tariff-simulator')({ component: TariffSimulatorScreen });

const area = manifest.find((entry) => entry.path === '/tariff-simulator')!;

type Outcome = { idServicio: number; nombre: string } & ({ quote: TarifaAerea } | { error: string });

function TariffSimulatorScreen() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const { data: entidades = [] } = useQuery(api.queries.distribucionAerea.entidades());
  const draft = useDraft<SimulatorValues>('tariff-simulator', profile.usuario, isEmptySimulator);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<SimulatorValues>({
    mode: 'controlled',
    initialValues: emptySimulator(),
    onValuesChange: (values) => draft.save(values),
  });
  const values = form.getValues();

  // The simulator is a scratch pad: the last inputs come back by themselves.
  useEffect(() => {
    if (draft.pending) {
      form.setValues(draft.pending.values);
      draft.settle(true);
    }
  }, [draft, form]);

  // The entity decides the rates (its agreement) and the services; one entity is chosen for the user.
  useEffect(() => {
    const first = entidades[0];
    if (first && !form.getValues().idEntidad) {
      form.setFieldValue('idEntidad', String(first.id));
      if (!form.getValues().aeropuertoOrigen && first.aeropuertoHabitual)
        form.setFieldValue('aeropuertoOrigen', first.aeropuertoHabitual);
    }
  }, [entidades, form]);
  const idEntidad = values.idEntidad ? Number(values.idEntidad) : undefined;
  const { data: servicios = [] } = useQuery({
    ...api.queries.distribucionAerea.servicios({ identidad: idEntidad ?? 0 }),
    enabled: idEntidad !== undefined,
  });

  const quote = async () => {
    setFailure(null);
    const firstService = servicios[0]?.id ?? 1;
    const errors = schemaErrors(CalculoTarifaAereaSchema, toQuoteRequest(values, firstService), i18n);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (servicios.length === 0) {
      setFailure(t`No air service is available for this customer.`);
      return;
    }
    setQuoting(true);
    const results = await Promise.all(
      servicios.map(async (servicio): Promise<Outcome> => {
        try {
          const answer = await api.client.distribucionAerea.calcularTarifa({
            body: toQuoteRequest(values, servicio.id),
          });
          return { idServicio: servicio.id, nombre: servicio.nombre, quote: answer };
        } catch (error) {
          const onField = serverFieldError(error, i18n);
          if (onField && onField.field !== 'idServicio') form.setFieldError(onField.field, onField.message);
          return {
            idServicio: servicio.id,
            nombre: servicio.nombre,
            error: errorText(error, i18n),
          };
        }
      }),
    );
    setQuoting(false);
    setOutcomes(results);
    const priced = results.flatMap((result) => ('quote' in result ? [result] : []));
    const cheapest = priced.reduce<Outcome | null>(
      (best, result) =>
        !best || ('quote' in best && 'quote' in result && result.quote.total < best.quote.total)
          ? result
          : best,
      null,
    );
    setChosen(cheapest?.idServicio ?? null);
    if (priced.length === 0)
      setFailure(results.map((result) => ('error' in result ? result.error : '')).find(Boolean) ?? null);
  };

  const priced = (outcomes ?? []).flatMap((result) => ('quote' in result ? [result.quote] : []));
  const cheapest = priced.length ? Math.min(...priced.map((q) => q.total)) : null;
  const fastest = priced.length ? Math.min(...priced.map((q) => q.diasTransito)) : null;
  const selected = priced.find((q) => q.idServicio === chosen) ?? null;

  return (
    <>
      <AreaHeader area={area} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
          <Paper withBorder radius="md" p="md">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void quote();
              }}
              data-testid="simulator-form"
            >
              <Stack gap="sm">
                {entidades.length > 1 && (
                  <Select
                    label={t`Customer rates`}
                    data={entidades.map((entidad) => ({ value: String(entidad.id), label: entidad.nombre }))}
                    {...form.getInputProps('idEntidad')}
                  />
                )}
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <AirportInput
                    label={t`From`}
                    value={values.aeropuertoOrigen}
                    onChange={(code) => form.setFieldValue('aeropuertoOrigen', code)}
                    error={form.errors.aeropuertoOrigen as string | undefined}
                  />
                  <AirportInput
                    label={t`To`}
                    value={values.aeropuertoDestino}
                    onChange={(code) => form.setFieldValue('aeropuertoDestino', code)}
                    error={form.errors.aeropuertoDestino as string | undefined}
                  />
                </SimpleGrid>
                <Title order={3} size="h5" mt="xs">
                  <Trans>Pieces</Trans>
                </Title>
                <PieceLines form={form} lines={values.piezas} newLine={newPiece} />
                <TextInput
                  label={t`Promotion code`}
                  maxLength={30}
                  {...form.getInputProps('codigoPromocional')}
                />
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <Group justify="space-between">
                  <Button
                    variant="subtle"
                    color="gray"
                    onClick={() => {
                      form.setValues({ ...emptySimulator(), idEntidad: values.idEntidad });
                      setOutcomes(null);
                      draft.clear();
                    }}
                  >
                    <Trans>Clear</Trans>
                  </Button>
                  <Button type="submit" loading={quoting} leftSection={<IconCalculator size={16} />}>
                    <Trans>Compare services</Trans>
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
          {outcomes === null ? (
            <Paper withBorder radius="md" p="xl" ta="center">
              <Text c="dimmed">
                <Trans>
                  Enter the route and the pieces, then compare: every service is quoted side by side, and each
                  total is taken apart so you can check it by hand.
                </Trans>
              </Text>
            </Paper>
          ) : (
            <Stack gap="md">
              <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
                <Table highlightOnHover fz="sm" data-testid="service-comparison">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Service`}</Table.Th>
                      <Table.Th ta="right">{t`Transit`}</Table.Th>
                      <Table.Th ta="right">{t`Chargeable`}</Table.Th>
                      <Table.Th ta="right">{t`Total`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outcomes.map((outcome) => (
                      <Table.Tr
                        key={outcome.idServicio}
                        onClick={() => 'quote' in outcome && setChosen(outcome.idServicio)}
                        style={{ cursor: 'quote' in outcome ? 'pointer' : undefined }}
                        bg={chosen === outcome.idServicio ? 'var(--mantine-primary-color-light)' : undefined}
                        aria-selected={chosen === outcome.idServicio}
                      >
                        <Table.Td>
                          <Group gap={6}>
                            <Text size="sm" fw={600}>
                              {outcome.nombre}
                            </Text>
                            {'quote' in outcome && outcome.quote.total === cheapest && (
                              <Badge
                                color="green"
                                variant="light"
                                size="sm"
                                style={{ textTransform: 'none' }}
                              >
                                {t`Cheapest`}
                              </Badge>
                            )}
                            {'quote' in outcome && outcome.quote.diasTransito === fastest && (
                              <Badge color="blue" variant="light" size="sm" style={{ textTransform: 'none' }}>
                                {t`Fastest`}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        {'quote' in outcome ? (
                          <>
                            <Table.Td ta="right">{t`${outcome.quote.diasTransito} days`}</Table.Td>
                            <Table.Td ta="right">{`${format.number(outcome.quote.pesoTasableKg)} kg`}</Table.Td>
                            <Table.Td ta="right" fw={700}>
                              {format.currency(outcome.quote.total, outcome.quote.moneda)}
                            </Table.Td>
                          </>
                        ) : (
                          <Table.Td colSpan={3} ta="right">
                            <Text size="sm" c="dimmed">
                              {outcome.error}
                            </Text>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
              {selected && <Breakdown quote={selected} />}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
