import type { CodigoSuministro } from '@extranet/sdk';
import { extranetKey } from '@extranet/sdk/query';
import { SolicitudSuministrosSchema } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { CountrySelect } from '../../forms/CountrySelect';
import { DraftBanner } from '../../forms/DraftBanner';
import { SendFailure } from '../../forms/SendFailure';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { useDraftForm } from '../../forms/useDraftForm';
import { useSubmission } from '../../forms/useSubmission';
import {
  emptySupplyForm,
  isEmptySupplyForm,
  newSupplyLine,
  type SupplyFormValues,
  toSupplyRequest,
} from './form-values';
import { SUPPLY_ITEMS } from './labels';

/**
 * A new supply request. What the user types is kept as a draft (per user, in this browser) until
 * sent; the SDK's schema checks every field before sending, and a refusal keeps the form as it was.
 */
export function SupplyRequestForm({ onSent }: { onSent: (numero: string) => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: entities = [] } = useQuery(api.queries.distribucionAerea.entidades());
  const { data: countries = [] } = useQuery(api.queries.distribucionAerea.paisesOrigen());
  const { form, draft } = useDraftForm<SupplyFormValues>(
    'supply-request',
    emptySupplyForm,
    isEmptySupplyForm,
    (values) => schemaErrors(SolicitudSuministrosSchema, toSupplyRequest(values), i18n),
  );
  const sending = useSubmission();

  // One entity: chosen for the user, with its city and country as the delivery address's start.
  const only = entities.length === 1 ? entities[0] : undefined;
  useEffect(() => {
    if (only && !form.getValues().idEntidad) {
      form.setFieldValue('idEntidad', String(only.id));
      if (!form.getValues().direccionEntrega.ciudad)
        form.setFieldValue('direccionEntrega.ciudad', only.ciudad);
      if (!form.getValues().direccionEntrega.codigoPais)
        form.setFieldValue('direccionEntrega.codigoPais', only.codigoPais);
    }
  }, [only, form]);

  const submit = (values: SupplyFormValues) =>
    sending.run(
      async () => {
        const created = await api.client.distribucionAerea.solicitudSuministros({
          body: toSupplyRequest(values) as never,
        });
        draft.clear();
        form.setValues(emptySupplyForm());
        form.resetDirty();
        await queryClient.invalidateQueries({ queryKey: extranetKey('distribucionAerea', 'solicitudes') });
        alerts.success(
          t`Supply request ${created.numeroSolicitud} sent. We will let you know when it ships.`,
        );
        onSent(created.numeroSolicitud);
      },
      (error) => {
        const onField = serverFieldError(error, i18n);
        if (onField) form.setFieldError(onField.field, onField.message);
      },
    );

  const lines = form.getValues().articulos;
  const itemOptions = (Object.keys(SUPPLY_ITEMS) as CodigoSuministro[]).map((codigo) => ({
    value: codigo,
    label: i18n._(SUPPLY_ITEMS[codigo]),
  }));

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="supply-form">
      <Stack gap="md">
        <DraftBanner title={t`You have an unsent request`} draft={draft} onResume={form.setValues} />

        {entities.length !== 1 && (
          <Select
            label={t`For`}
            placeholder={t`Choose the customer…`}
            data={entities.map((entity) => ({
              value: String(entity.id),
              label: `${entity.nombre} (${entity.codigo})`,
            }))}
            withAsterisk
            {...form.getInputProps('idEntidad')}
          />
        )}

        <Title order={3} size="h5">
          <Trans>What you need</Trans>
        </Title>
        {lines.map((line, index) => (
          <Group key={line.uid} align="flex-start" gap="xs" wrap="nowrap" data-line={index}>
            <Stack gap="xs" style={{ flex: 1 }}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Select
                  label={t`Item`}
                  placeholder={t`Choose an item…`}
                  data={itemOptions}
                  withAsterisk
                  {...form.getInputProps(`articulos.${index}.codigo`)}
                />
                <NumberInput
                  label={t`Quantity`}
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  {...form.getInputProps(`articulos.${index}.cantidad`)}
                />
              </SimpleGrid>
              {line.codigo === 'OTHER' && (
                <TextInput
                  label={t`Description`}
                  withAsterisk
                  maxLength={200}
                  {...form.getInputProps(`articulos.${index}.descripcion`)}
                />
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t`Remove line ${index + 1}`}
              disabled={lines.length === 1}
              onClick={() => form.removeListItem('articulos', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={lines.length >= 50}
          onClick={() => form.insertListItem('articulos', newSupplyLine())}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add an item</Trans>
        </Button>

        <Divider />
        <Title order={3} size="h5">
          <Trans>Deliver to</Trans>
        </Title>
        <TextInput
          label={t`Address`}
          withAsterisk
          maxLength={200}
          {...form.getInputProps('direccionEntrega.direccion')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t`Postal code`}
            maxLength={12}
            {...form.getInputProps('direccionEntrega.codigoPostal')}
          />
          <TextInput
            label={t`City`}
            withAsterisk
            maxLength={80}
            {...form.getInputProps('direccionEntrega.ciudad')}
          />
          <TextInput
            label={t`Province or state`}
            maxLength={80}
            {...form.getInputProps('direccionEntrega.provincia')}
          />
          <CountrySelect countries={countries} {...form.getInputProps('direccionEntrega.codigoPais')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t`Contact person`}
            withAsterisk
            maxLength={120}
            {...form.getInputProps('contacto')}
          />
          <TextInput
            label={t`Phone`}
            withAsterisk
            maxLength={40}
            type="tel"
            {...form.getInputProps('telefono')}
          />
        </SimpleGrid>
        <TextInput label={t`Email`} type="email" {...form.getInputProps('email')} />
        <Textarea
          label={t`Comments`}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('comentarios')}
        />

        <SendFailure failure={sending.failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={sending.busy}>
            <Trans>Send request</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
