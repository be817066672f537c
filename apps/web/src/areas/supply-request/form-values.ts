import type { CodigoSuministro, SolicitudSuministrosInput } from '@extranet/sdk';
import { type AddressValues, emptyAddress } from '../../forms/address';
import { nothingTyped } from '../../forms/drafts';

/** One line of the form; `uid` keeps React's identity of a line as lines are removed (not sent). */
export interface SupplyLine {
  uid: string;
  codigo: CodigoSuministro | '';
  cantidad: number | '';
  descripcion: string;
}

let lineCount = 0;
export const newSupplyLine = (): SupplyLine => ({
  uid: `line-${Date.now().toString(36)}-${++lineCount}`,
  codigo: '',
  cantidad: '',
  descripcion: '',
});

/** What the supply request form holds while the user types (numbers may be '' mid-edit). */
export interface SupplyFormValues {
  idEntidad: string;
  articulos: SupplyLine[];
  direccionEntrega: AddressValues;
  contacto: string;
  telefono: string;
  email: string;
  comentarios: string;
}

export const emptySupplyForm = (): SupplyFormValues => ({
  idEntidad: '',
  articulos: [newSupplyLine()],
  direccionEntrega: emptyAddress(),
  contacto: '',
  telefono: '',
  email: '',
  comentarios: '',
});

/** Nothing typed yet (no draft worth keeping). */
export const isEmptySupplyForm = (values: SupplyFormValues): boolean =>
  nothingTyped(values, emptySupplyForm(), () => ({ idEntidad: '' }));

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The request body the SDK's schema checks: optional fields left out when blank. */
export function toSupplyRequest(values: SupplyFormValues): SolicitudSuministrosInput {
  return {
    idEntidad: (values.idEntidad === '' ? undefined : Number(values.idEntidad)) as number,
    articulos: values.articulos.map((line) => ({
      codigo: (line.codigo || undefined) as CodigoSuministro,
      cantidad: (line.cantidad === '' ? undefined : Number(line.cantidad)) as number,
      ...(optional(line.descripcion) ? { descripcion: line.descripcion.trim() } : {}),
    })),
    direccionEntrega: {
      direccion: values.direccionEntrega.direccion,
      ciudad: values.direccionEntrega.ciudad,
      codigoPais: values.direccionEntrega.codigoPais.trim().toUpperCase(),
      ...(optional(values.direccionEntrega.codigoPostal)
        ? { codigoPostal: values.direccionEntrega.codigoPostal.trim() }
        : {}),
      ...(optional(values.direccionEntrega.provincia)
        ? { provincia: values.direccionEntrega.provincia.trim() }
        : {}),
    },
    contacto: values.contacto,
    telefono: values.telefono,
    ...(optional(values.email) ? { email: values.email.trim() } : {}),
    ...(optional(values.comentarios) ? { comentarios: values.comentarios.trim() } : {}),
  };
}
