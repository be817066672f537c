import { describe, expect, it } from 'vitest';
import { emptySupplyForm, isEmptySupplyForm, newSupplyLine, toSupplyRequest } from './form-values';

describe('supply request form values', () => {
  it('an untouched form (whatever entity is chosen) is empty; one typed letter is not', () => {
    expect(isEmptySupplyForm({ ...emptySupplyForm(), idEntidad: '4' })).toBe(true);
    expect(isEmptySupplyForm({ ...emptySupplyForm(), contacto: 'A' })).toBe(false);
    expect(isEmptySupplyForm({ ...emptySupplyForm(), articulos: [newSupplyLine(), newSupplyLine()] })).toBe(
      false,
    );
  });

  it('sends numbers as numbers, trims, upper-cases the country and leaves blank optional fields out', () => {
    const values = emptySupplyForm();
    values.idEntidad = '7';
    values.articulos = [{ ...newSupplyLine(), codigo: 'OTHER', cantidad: 3, descripcion: ' Pallet wrap ' }];
    values.direccionEntrega = {
      direccion: 'Av. 1',
      codigoPostal: ' ',
      ciudad: 'Lima',
      provincia: '',
      codigoPais: 'pe',
    };
    values.contacto = 'Ana';
    values.telefono = '123';
    expect(toSupplyRequest(values)).toEqual({
      idEntidad: 7,
      articulos: [{ codigo: 'OTHER', cantidad: 3, descripcion: 'Pallet wrap' }],
      direccionEntrega: { direccion: 'Av. 1', ciudad: 'Lima', codigoPais: 'PE' },
      contacto: 'Ana',
      telefono: '123',
    });
  });
});
