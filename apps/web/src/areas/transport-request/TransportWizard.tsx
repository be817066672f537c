import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import type { PartidaGenerada } from '@extranet/sdk';
import { extranetKey } from '@extranet/sdk/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../api/ApiProvider';
import { DraftBanner } from '../../forms/DraftBanner';
import { resumedWizard } from '../../forms/drafts';
import { SendFailure } from '../../forms/SendFailure';
import { serverFieldError } from '../../forms/schema-errors';
import { useDraftForm } from '../../forms/useDraftForm';
import { useSubmission } from '../../forms/useSubmission';
import {
  emptyTransportForm,
  firstInvalidStep,
  isEmptyTransportForm,
  STEPS,
  stepErrors,
  stepOfField,
  type TransportFormValues,
  toGenerarPartida,
} from './form-values';
import { useLookups } from './lookups';
import { StepReview } from './Review';
import { StepCargo, StepGoods, StepParties, StepRoute, StepService, StepTerms } from './steps';

export const DRAFT_FORM = 'transport-request';

/**
 * The transport request, step by step. Each step is checked with the SDK's GenerarPartida schema
 * before the next; what is typed stays as a draft (per user, in this browser) until sent, and a
 * refused request keeps everything, with the server's reason on its field.
 */
export function TransportWizard({ onSent }: { onSent: (created: PartidaGenerada) => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const lookups = useLookups();
  const { form, draft } = useDraftForm<TransportFormValues>(
    DRAFT_FORM,
    emptyTransportForm,
    isEmptyTransportForm,
  );
  const sending = useSubmission();
  const values = form.getValues();
  const active = Math.min(values.step, STEPS.length - 1);

  // One customer account: chosen for the user.
  const only = lookups.entidades.length === 1 ? lookups.entidades[0] : undefined;
  useEffect(() => {
    if (only && !form.getValues().idEntidad) form.setFieldValue('idEntidad', String(only.id));
  }, [only, form]);

  const goTo = (step: number) => {
    form.clearErrors();
    form.setFieldValue('step', step);
    window.scrollTo({ top: 0 });
  };
  const next = () => {
    const errors = stepErrors(active, form.getValues(), i18n);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    goTo(active + 1);
  };
  /** A step header: back freely, forward only over steps that pass. */
  const select = (step: number) => {
    if (step <= active) return goTo(step);
    const blocking = firstInvalidStep(form.getValues(), i18n, step - 1);
    if (blocking === -1) return goTo(step);
    goTo(blocking);
    form.setErrors(stepErrors(blocking, form.getValues(), i18n));
  };

  const submit = async () => {
    const current = form.getValues();
    const blocking = firstInvalidStep(current, i18n);
    if (blocking !== -1) {
      goTo(blocking);
      form.setErrors(stepErrors(blocking, current, i18n));
      return;
    }
    await sending.run(
      async () => {
        const created = await api.client.transportes.generarPartida({
          body: toGenerarPartida(current) as never,
        });
        draft.clear();
        await queryClient.invalidateQueries({ queryKey: extranetKey('tracking') });
        onSent(created);
      },
      (error) => {
        const onField = serverFieldError(error, i18n);
        if (!onField) return;
        form.setFieldValue('step', stepOfField(onField.field));
        // After the step renders, so its field shows the reason.
        setTimeout(() => form.setFieldError(onField.field, onField.message), 0);
      },
    );
  };

  const labels = [t`Service`, t`Route`, t`Parties`, t`Terms`, t`Cargo`, t`Goods`, t`Review`];
  const body = [
    <StepService key="service" form={form} lookups={lookups} />,
    <StepRoute key="route" form={form} lookups={lookups} />,
    <StepParties key="parties" form={form} lookups={lookups} />,
    <StepTerms key="terms" form={form} lookups={lookups} />,
    <StepCargo key="cargo" form={form} lookups={lookups} />,
    <StepGoods key="goods" form={form} lookups={lookups} />,
    <StepReview key="review" values={values} lookups={lookups} goTo={goTo} />,
  ][active];
  const last = active === STEPS.length - 1;

  return (
    <form
      noValidate
      data-testid="transport-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void submit();
        else next();
      }}
    >
      <Stack gap="md">
        <DraftBanner
          title={t`You have an unsent request`}
          draft={draft}
          onResume={(saved) => form.setValues(resumedWizard(saved, emptyTransportForm()))}
        />

        <Stepper
          active={active}
          onStepClick={select}
          size={phone ? 'xs' : 'sm'}
          iconSize={phone ? 26 : 32}
          allowNextStepsSelect
          aria-label={t`Steps of the request`}
          styles={phone ? { separator: { marginInline: 2 }, steps: { flexWrap: 'nowrap' } } : undefined}
        >
          {labels.map((label) => (
            <Stepper.Step key={label} label={phone ? undefined : label} aria-label={label} />
          ))}
        </Stepper>
        {phone && (
          <Text fw={600} size="sm">
            <Trans>
              Step {active + 1} of {STEPS.length}: {labels[active]}
            </Trans>
          </Text>
        )}

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-step={STEPS[active]}>
          {body}
        </Paper>

        <SendFailure failure={sending.failure} />

        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={active === 0}
            onClick={() => goTo(active - 1)}
          >
            <Trans>Back</Trans>
          </Button>
          {last ? (
            <Button type="submit" loading={sending.busy} leftSection={<IconSend size={16} />}>
              <Trans>Send request</Trans>
            </Button>
          ) : (
            <Button type="submit" rightSection={<IconArrowRight size={16} />}>
              <Trans>Next</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
