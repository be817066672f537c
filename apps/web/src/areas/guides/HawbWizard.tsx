import { extranetKey } from '@extranet/sdk/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
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
  emptyHawbForm,
  type HawbFormValues,
  hawbFieldMessage,
  isEmptyHawbForm,
  STEPS,
  stepErrors,
  stepOfField,
  toFinalizarRequest,
} from './form-values';
import { StepEntity, StepGoods, StepParties, StepPrice, StepReview, StepRoute } from './steps';
import { useHawbLookups } from './useHawbLookups';
import { useHawbQuote } from './useHawbQuote';

const LAST = STEPS.length - 1;

/**
 * Issuing a house air waybill, one step at a time. Each step is checked with the SDK's own schema
 * before the next; everything typed is kept as a draft (per user, in this browser) until issued, and
 * a refusal keeps it all and takes the user to the field the server named. The wizard holds the form,
 * the draft and the way between steps; each step draws only itself.
 */
export function HawbWizard({ onIssued }: { onIssued: (id: number, numero: string) => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const { form, draft } = useDraftForm<HawbFormValues>('hawb', emptyHawbForm, isEmptyHawbForm);
  const sending = useSubmission();
  const values = form.getValues();
  const step = Math.min(Math.max(values.step, 0), LAST);
  const lookups = useHawbLookups(values, STEPS[step] ?? 'review');
  const pricing = useHawbQuote(form, step);
  const { entities, entity, services } = lookups;

  // One entity: chosen for the user. An entity proposes its usual airport and its country.
  useEffect(() => {
    const only = entities.length === 1 ? entities[0] : undefined;
    if (only && !form.getValues().idEntidad) form.setFieldValue('idEntidad', String(only.id));
  }, [entities, form]);
  useEffect(() => {
    if (!entity) return;
    const current = form.getValues();
    if (!current.aeropuertoOrigen && entity.aeropuertoHabitual)
      form.setFieldValue('aeropuertoOrigen', entity.aeropuertoHabitual);
    if (!current.expedidor.codigoPais) form.setFieldValue('expedidor.codigoPais', entity.codigoPais);
  }, [entity, form]);
  // The services of another entity are not this one's.
  useEffect(() => {
    if (services.length && values.idServicio && !services.some((s) => String(s.id) === values.idServicio))
      form.setFieldValue('idServicio', '');
  }, [services, values.idServicio, form]);

  const goTo = (target: number) => {
    form.setFieldValue('step', target);
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };
  const next = () => {
    const errors = stepErrors(values, step, i18n);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) goTo(step + 1);
  };

  const submit = async () => {
    sending.setFailure(null);
    const errors = stepErrors(values, LAST, i18n);
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first !== undefined) return goTo(stepOfField(first));
    await sending.run(
      async () => {
        const issued = await api.client.distribucionAerea.finalizar({ body: toFinalizarRequest(values) });
        draft.clear();
        form.setValues(emptyHawbForm());
        form.resetDirty();
        await queryClient.invalidateQueries({ queryKey: extranetKey('distribucionAerea', 'estadoEnvios') });
        onIssued(issued.id, issued.numeroHawb);
      },
      (error) => {
        const onField = serverFieldError(error, i18n);
        if (!onField) return;
        form.setFieldError(onField.field, hawbFieldMessage(onField.message, i18n));
        goTo(stepOfField(onField.field));
      },
    );
  };

  const stepLabels = [t`Customer`, t`Parties`, t`Route`, t`Goods`, t`Price`, t`Review`];
  const props = { form, lookups };
  // Only the current step is drawn (and asks for its lists).
  const current = [
    () => <StepEntity {...props} />,
    () => <StepParties {...props} />,
    () => <StepRoute {...props} />,
    () => <StepGoods {...props} />,
    () => <StepPrice {...props} pricing={pricing} />,
    () => <StepReview {...props} pricing={pricing} goTo={goTo} />,
  ][step];

  return (
    <Stack gap="md" data-testid="hawb-wizard">
      <DraftBanner
        title={t`You have an unfinished air waybill`}
        draft={draft}
        onResume={(saved) => form.setValues(resumedWizard(saved, emptyHawbForm()))}
        onDiscard={() => form.setValues({ ...emptyHawbForm(), idEntidad: values.idEntidad })}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stepper
          active={step}
          onStepClick={(target) => target < step && goTo(target)}
          allowNextStepsSelect={false}
          size={phone ? 'xs' : 'sm'}
          iconSize={phone ? 26 : undefined}
          wrap={false}
        >
          {stepLabels.map((label, index) => (
            <Stepper.Step key={STEPS[index]} label={phone ? undefined : label} aria-label={label} />
          ))}
        </Stepper>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-step={STEPS[step]}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {phone ? `${step + 1}/${STEPS.length} · ` : ''}
            {stepLabels[step]}
          </Title>
          {current?.()}
          <SendFailure failure={sending.failure} title={t`The air waybill was not issued`}>
            <Trans>Everything you typed is still here; correct it and issue it again.</Trans>
          </SendFailure>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => goTo(step - 1)}
              disabled={step === 0}
            >
              <Trans>Back</Trans>
            </Button>
            {step < LAST ? (
              <Button rightSection={<IconArrowRight size={16} />} onClick={next}>
                <Trans>Next</Trans>
              </Button>
            ) : (
              <Button
                leftSection={<IconSend size={16} />}
                loading={sending.busy}
                onClick={() => void submit()}
                color="teal"
              >
                <Trans>Issue air waybill</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
