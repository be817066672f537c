import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelFormats } from './excel-formats';
import { buildWorkbook, type ExportColumn } from './export-xlsx';

interface Row {
  numero: string;
  etd: string;
  bultos: number;
  peso: number | null;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Envío', type: 'text', value: (row) => row.numero },
  { header: 'Salida', type: 'date', value: (row) => new Date(row.etd) },
  { header: 'Bultos', type: 'number', value: (row) => row.bultos, numFmt: '#,##0' },
  { header: 'Peso bruto (kg)', type: 'number', value: (row) => row.peso },
];

const rows: Row[] = Array.from({ length: 1234 }, (_, i) => ({
  numero: `M26-${String(i).padStart(6, '0')}`,
  etd: new Date(2026, 0, 1 + (i % 300), 14, 30).toISOString(),
  bultos: i,
  peso: i % 10 === 0 ? null : i * 1.5,
}));

async function read(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets[0]!;
}

describe('the Excel export', () => {
  it('writes every row given, under localised headers, with real dates and numbers', async () => {
    const sheet = await read(
      await buildWorkbook(columns, rows, {
        sheetName: 'Envíos',
        ...excelFormats({ dateOrder: 'DMY', dateSeparator: '/', hour12: false }),
      }),
    );
    expect(sheet.name).toBe('Envíos');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Envío', 'Salida', 'Bultos', 'Peso bruto (kg)']);
    expect(sheet.rowCount).toBe(1 + rows.length);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('M26-000001');
    const etd = second.getCell(2).value;
    expect(etd).toBeInstanceOf(Date);
    // The user's calendar day, whatever the time zone of the machine that made the file.
    expect((etd as Date).toISOString().slice(0, 10)).toBe('2026-01-02');
    expect(second.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(second.getCell(3).value).toBe(1);
    expect(second.getCell(4).value).toBe(1.5);
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
  });

  it('freezes the header row and sizes the columns to their content', async () => {
    const sheet = await read(
      await buildWorkbook(columns, rows, {
        sheetName: 'Shipments',
        ...excelFormats({ dateOrder: 'MDY', dateSeparator: '/', hour12: true }),
      }),
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('M26-000000'.length);
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual('Peso bruto (kg)'.length);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('mm/dd/yyyy');
  });
});
