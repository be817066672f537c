// The grid's Excel export: every row the user has filtered and sorted (not only those on screen),
// with the column headers of the interface language, real number and date cells, column widths and
// a frozen header row. exceljs is large, so this module is loaded only when someone exports.
import ExcelJS from 'exceljs';

export type ExportCellType = 'text' | 'number' | 'date' | 'datetime';
export type ExportValue = string | number | Date | null | undefined;

export interface ExportColumn<T> {
  header: string;
  type: ExportCellType;
  value: (row: T) => ExportValue;
  /** Excel number format for numbers, e.g. `#,##0.00`; dates use the sheet's date formats. */
  numFmt?: string;
}

export interface ExportOptions {
  sheetName: string;
  /** Excel format codes in the user's locale, e.g. `mm/dd/yyyy` and `mm/dd/yyyy hh:mm AM/PM`. */
  dateFormat: string;
  dateTimeFormat: string;
}

/**
 * Excel has no time zones: a cell holds the wall-clock time. exceljs writes a `Date` by its UTC
 * fields, so the user's local date and time are moved into UTC fields first.
 */
const wallClock = (date: Date) =>
  new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ),
  );

function cellValue(type: ExportCellType, value: ExportValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') return typeof value === 'number' ? value : Number(value);
  if (type === 'date' || type === 'datetime') {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    const wall = wallClock(date);
    return type === 'date'
      ? new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()))
      : wall;
  }
  return value instanceof Date ? value.toISOString() : String(value);
}

const textWidth = (value: ExcelJS.CellValue, type: ExportCellType, options: ExportOptions): number => {
  if (value === null || value === undefined) return 0;
  if (type === 'date') return options.dateFormat.length;
  if (type === 'datetime') return options.dateTimeFormat.length;
  if (typeof value === 'number') return value.toLocaleString('en-US').length + 1;
  return String(value).length;
};

/** The workbook as bytes. */
export async function buildWorkbook<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  options: ExportOptions,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const widths = columns.map((column) => column.header.length);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    style: {
      numFmt:
        column.type === 'date'
          ? options.dateFormat
          : column.type === 'datetime'
            ? options.dateTimeFormat
            : column.numFmt,
    },
  }));
  for (const row of rows) {
    const values = columns.map((column, index) => {
      const value = cellValue(column.type, column.value(row));
      widths[index] = Math.max(widths[index]!, textWidth(value, column.type, options));
      return value;
    });
    sheet.addRow(values);
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  columns.forEach((_, index) => {
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(8, widths[index]! + 2));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds the workbook and hands it to the browser as a download. */
export async function downloadWorkbook<T>(
  fileName: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  options: ExportOptions,
): Promise<void> {
  const bytes = await buildWorkbook(columns, rows, options);
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
