import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isSea } from '../cargo';
import type { StepProps } from './step-props';

export function StepTerms({ form, lookups }: StepProps) {
  const { t } = useLingui();
  const sea = isSea(form.getValues().tipoTrafico);
  const incoterms = lookups.incoterms.filter((i) => sea || !i.soloMaritimo);
  return (
    <Stack gap="md" maw={640}>
      <Select
        label={t`Incoterm`}
        description={t`Who pays and bears the risk up to where (Incoterms® 2020). FAS, FOB, CFR and CIF are for sea only.`}
        placeholder={t`Choose…`}
        data={incoterms.map((i) => ({ value: String(i.id), label: `${i.codigo} — ${i.nombre}` }))}
        searchable
        withAsterisk
        {...form.getInputProps('idIncoterm')}
      />
      <TextInput
        type="date"
        label={t`Goods ready on`}
        description={t`The first day we can pick up (or you deliver to the port).`}
        withAsterisk
        min={new Date().toISOString().slice(0, 10)}
        {...form.getInputProps('fechaDisponible')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t`Your reference`} maxLength={35} {...form.getInputProps('referenciaCliente')} />
        <TextInput label={t`Order number`} maxLength={35} {...form.getInputProps('numeroPedido')} />
      </SimpleGrid>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------
