/** A postal address as a form holds it while the user types, named as the API's fields. */
export interface AddressValues {
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  /** ISO 3166 code. */
  codigoPais: string;
}

export const emptyAddress = (): AddressValues => ({
  direccion: '',
  codigoPostal: '',
  ciudad: '',
  provincia: '',
  codigoPais: '',
});
