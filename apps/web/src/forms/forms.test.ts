import { BadRequestError, ConflictError } from '@extranet/sdk';
import { SolicitudSuministrosSchema } from '@extranet/sdk/schemas';
import { setupI18n } from '@lingui/core';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, nothingTyped, readDraft, resumedWizard, writeDraft } from './drafts';
import { fieldMessage } from './field-messages';
import { schemaErrors, serverFieldError } from './schema-errors';
import { useDraft } from './useDraft';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('schemaErrors', () => {
  it('names each failing field by its path, with the rule in plain words', () => {
    const errors = schemaErrors(
      SolicitudSuministrosSchema,
      {
        idEntidad: 3,
        articulos: [
          { codigo: 'LABEL', cantidad: 0 },
          { codigo: 'OTHER', cantidad: 2 },
        ],
        direccionEntrega: { direccion: 'Calle Mayor 1', ciudad: '', codigoPais: 'ES' },
        contacto: 'Ana',
        telefono: '600 000 000',
      },
      i18n,
    );
    expect(errors).toEqual({
      'articulos.0.cantidad': 'At least 1',
      'articulos.1.descripcion': 'Required',
      'direccionEntrega.ciudad': 'Required',
    });
  });

  it('is empty for values the server would take', () => {
    expect(
      schemaErrors(
        SolicitudSuministrosSchema,
        {
          idEntidad: 3,
          articulos: [{ codigo: 'LABEL', cantidad: 100 }],
          direccionEntrega: { direccion: 'Calle Mayor 1', ciudad: 'Madrid', codigoPais: 'ES' },
          contacto: 'Ana',
          telefono: '600 000 000',
        },
        i18n,
      ),
    ).toEqual({});
  });
});

describe('fieldMessage and serverFieldError', () => {
  it('words the schema rules in the interface language, and keeps unknown words', () => {
    expect(fieldMessage('must have at most 40 characters', i18n)).toBe('At most 40 characters');
    expect(fieldMessage('must be an integer', i18n)).toBe('A whole number');
    expect(fieldMessage('something new', i18n)).toBe('something new');
    expect(fieldMessage('is already taken', i18n)).toBe('Already taken: choose another');
    expect(fieldMessage('another role has this name', i18n)).toBe('Already taken: choose another');
    expect(fieldMessage('is not an existing role', i18n)).toBe('Choose one');
  });

  it('finds the field a server refusal names by the error’s field, never its text', () => {
    const refusal = (status: 400 | 409, message: string, field?: string) => {
      const init = { status, code: status === 400 ? 'VALIDATION' : 'CONFLICT', message, field };
      return status === 400
        ? new BadRequestError('roles.crear', init)
        : new ConflictError('roles.crear', init);
    };
    expect(serverFieldError(refusal(400, 'articulos.0.cantidad: must be at most 1000'), i18n)).toBeNull();
    expect(serverFieldError({ field: 'contacto', message: 'contacto: is required' }, i18n)).toBeNull();
    expect(serverFieldError(new Error('Network down'), i18n)).toBeNull();
  });
});

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft per user and form until cleared', () => {
    writeDraft(draftKey('supply', 'demo'), { contacto: 'Ana' }, 1000);
    expect(readDraft(draftKey('supply', 'demo'))).toEqual({ values: { contacto: 'Ana' }, savedAt: 1000 });
    expect(readDraft(draftKey('supply', 'admin'))).toBeNull();
    clearDraft(draftKey('supply', 'demo'));
    expect(readDraft(draftKey('supply', 'demo'))).toBeNull();
  });

  it('treats unreadable storage content as no draft', () => {
    localStorage.setItem(draftKey('supply', 'demo'), '{not json');
    expect(readDraft(draftKey('supply', 'demo'))).toBeNull();
  });
});

describe('wizard drafts', () => {
  const empty = () => ({ step: 0, name: '', lines: [{ uid: 'a', qty: 1 }] });

  it("count as typed only what the user typed, not the step or the lines' ids", () => {
    const blank = () => ({ step: 0 });
    expect(nothingTyped({ ...empty(), step: 3, lines: [{ uid: 'b', qty: 1 }] }, empty(), blank)).toBe(true);
    expect(nothingTyped({ ...empty(), name: 'x' }, empty(), blank)).toBe(false);
    expect(nothingTyped({ ...empty(), lines: [{ uid: 'a', qty: 2 }] }, empty(), blank)).toBe(false);
  });

  it('resume on their step, also one saved as `paso`, with fields added since then empty', () => {
    expect(resumedWizard({ ...empty(), step: 4, name: 'x' }, empty())).toEqual({
      ...empty(),
      step: 4,
      name: 'x',
    });
    const legacy = { paso: 2, name: 'y' } as unknown as ReturnType<typeof empty>;
    expect(resumedWizard(legacy, empty())).toEqual({ ...empty(), step: 2, name: 'y' });
  });
});

describe('useDraft', () => {
  beforeEach(() => localStorage.clear());

  it('writes the last change at once when the page is left, not 300 ms later', () => {
    const { result } = renderHook(() => useDraft<{ contacto: string }>('supply', 'demo', (v) => !v.contacto));
    act(() => result.current.save({ contacto: 'Ana' }));
    expect(readDraft(draftKey('supply', 'demo'))).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readDraft(draftKey('supply', 'demo'))?.values).toEqual({ contacto: 'Ana' });
  });

  it('writes a change still waiting when the form goes away', () => {
    const { result, unmount } = renderHook(() =>
      useDraft<{ contacto: string }>('supply', 'demo', (v) => !v.contacto),
    );
    act(() => result.current.save({ contacto: 'Luis' }));
    unmount();
    expect(readDraft(draftKey('supply', 'demo'))?.values).toEqual({ contacto: 'Luis' });
  });
});
