import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { MRT_Row, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';
import { columnIdOf, exportColumnOf, type GridColumn } from './columns';
import { excelFormats } from './excel-formats';

/** The rows a table shows, sorted and filtered, without group rows: what the export writes. */
function leafRows<T extends MRT_RowData>(table: MRT_TableInstance<T>): T[] {
  const out: T[] = [];
  const walk = (rows: MRT_Row<T>[]) => {
    for (const row of rows) {
      if (row.getIsGrouped()) walk(row.subRows ?? []);
      else out.push(row.original);
    }
  };
  walk(table.getPrePaginationRowModel().rows);
  return out;
}

/**
 * "Export to Excel" in the grid's toolbar (an icon on phones): the visible columns, in their order,
 * and every row left after search and filters, sorted as shown.
 */
export function GridExportButton<T extends MRT_RowData>({
  table,
  columns,
  exportName,
  disabled,
  compact,
}: {
  table: MRT_TableInstance<T>;
  columns: GridColumn<T>[];
  /** The name of the file, without extension, and of its sheet. */
  exportName: string;
  disabled: boolean;
  /** An icon instead of a labelled button (phones). */
  compact: boolean;
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const [exporting, setExporting] = useState(false);

  async function exportRows() {
    setExporting(true);
    try {
      const byId = new Map(columns.map((column) => [columnIdOf(column), column]));
      const exported = table
        .getVisibleLeafColumns()
        .map((column) => byId.get(column.id))
        .flatMap((column) => (column ? [exportColumnOf(column)].filter((c) => c !== undefined) : []));
      // exceljs is large: loaded when someone exports.
      const { downloadWorkbook } = await import('./export-xlsx');
      await downloadWorkbook(`${exportName}.xlsx`, exported, leafRows(table), {
        sheetName: exportName,
        ...excelFormats(format.rules),
      });
    } catch (error) {
      alerts.error(t`The Excel file could not be made. ${errorText(error, i18n)}`);
    } finally {
      setExporting(false);
    }
  }

  return compact ? (
    <Tooltip label={t`Export to Excel`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Export to Excel`}
        loading={exporting}
        disabled={disabled}
        onClick={() => void exportRows()}
        data-testid="grid-export"
      >
        <IconFileSpreadsheet size={18} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void exportRows()}
      data-testid="grid-export"
    >
      {t`Export to Excel`}
    </Button>
  );
}
