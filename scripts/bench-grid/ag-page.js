// The reference grid of `pnpm bench`: AG Grid Community fed the same rows as the app's DataGrid,
// fetched the same way (the signed-in tab's token, the same list call and period). Bench only.
(async () => {
  const params = new URLSearchParams(location.search);
  const fields = params.get('fields').split(',');
  const token = sessionStorage.getItem('jwt_token');
  const query = new URLSearchParams({ fechainicio: params.get('from'), fechafin: params.get('to') });
  const response = await fetch(`${params.get('api')}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = await response.json();
  const dateLike = /^\d{4}-\d{2}-\d{2}T/;
  const columnDefs = fields.map((field) => ({
    field,
    headerName: field,
    sortable: true,
    filter: true,
    valueFormatter: ({ value }) =>
      typeof value === 'string' && dateLike.test(value)
        ? new Date(value).toLocaleDateString('en-US')
        : typeof value === 'number'
          ? value.toLocaleString('en-US')
          : (value ?? ''),
  }));
  const api = agGrid.createGrid(document.getElementById('grid'), {
    columnDefs,
    rowData: rows,
    getRowId: ({ data }) => String(data.id),
    theme: agGrid.themeQuartz,
    animateRows: false,
  });
  document.getElementById('search').addEventListener('input', (event) => {
    api.setGridOption('quickFilterText', event.target.value);
  });
  document.body.dataset.rows = String(rows.length);
})();
