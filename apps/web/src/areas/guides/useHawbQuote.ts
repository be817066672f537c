import type { CalculoTarifaAereaInput, PromocionAerea, TarifaAerea } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { serverFieldError } from '../../forms/schema-errors';
import { type HawbFormValues, STEPS, toFinalizarRequest } from './form-values';

const PRICE_STEP = STEPS.indexOf('price');

/** What a quote is asked for: the route, service, pieces and promotion code the earlier steps hold. */
function quoteRequestOf(values: HawbFormValues): CalculoTarifaAereaInput | null {
  const body = toFinalizarRequest(values);
  if (!body.idServicio || !body.aeropuertoOrigen || !body.aeropuertoDestino) return null;
  return {
    aeropuertoOrigen: body.aeropuertoOrigen,
    aeropuertoDestino: body.aeropuertoDestino,
    idServicio: body.idServicio,
    piezas: body.piezas.map(({ idTipoBulto: _, ...piece }) => piece),
    ...(body.codigoPromocional ? { codigoPromocional: body.codigoPromocional } : {}),
    ...(body.idEntidad ? { idEntidad: body.idEntidad } : {}),
  };
}

/**
 * The HAWB's price, quoted on the price and review steps, and the promotion code checked on its
 * own (its discount shown before the price is asked again).
 */
export function useHawbQuote(form: UseFormReturnType<HawbFormValues>, step: number) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const values = form.getValues();
  const request = useMemo(() => quoteRequestOf(values), [values]);
  const quote = useQuery({
    queryKey: ['extranet', 'distribucionAerea', 'calcularTarifa', request],
    queryFn: ({ signal }) =>
      api.client.distribucionAerea.calcularTarifa({ body: request! }, { signal }) as Promise<TarifaAerea>,
    enabled: request !== null && step >= PRICE_STEP,
    retry: false,
    staleTime: 60_000,
  });

  const [promo, setPromo] = useState<PromocionAerea | null>(null);
  const [checkingPromo, setCheckingPromo] = useState(false);
  const checkPromo = async () => {
    const codigo = values.codigoPromocional.trim();
    setPromo(null);
    if (!codigo) return;
    setCheckingPromo(true);
    try {
      setPromo(
        (await api.client.distribucionAerea.buscarCodigoPromocional({ body: { codigo } })) as PromocionAerea,
      );
      form.setFieldError('codigoPromocional', null);
    } catch {
      form.setFieldError('codigoPromocional', t`Unknown or expired promotion code`);
    } finally {
      setCheckingPromo(false);
    }
  };

  return {
    quote,
    /** The server's refusal of a quote on one field (an unknown promotion code). */
    quoteError: quote.error ? serverFieldError(quote.error, i18n) : null,
    promo,
    checkingPromo,
    checkPromo,
    /** A new code is typed: the discount of the last one no longer holds. */
    forgetPromo: () => setPromo(null),
  };
}

export type HawbQuote = ReturnType<typeof useHawbQuote>;
