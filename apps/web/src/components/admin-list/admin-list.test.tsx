import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AdminListPage } from './admin-list-page';
import type { AdminColumns } from './admin-table';
import { ADMIN_LIST_TEXT } from './texts';
import { adminListRows, clampPage, useAdminList } from './use-admin-list';

interface Row {
  id: number;
  name: string;
  stock: number;
}

const RULES = { searchText: (row: Row) => row.name, compare: (a: Row, b: Row) => a.stock - b.stock };

const ROWS: Row[] = [
  { id: 1, name: 'Bodega Ñandú', stock: 3 },
  { id: 2, name: 'Rack A-1', stock: 0 },
  { id: 3, name: 'Rack A-2', stock: 3 },
  { id: 4, name: 'Patio', stock: 1 },
];

describe('adminListRows and clampPage', () => {
  it('finds rows whatever the accents and case, in the server order', () => {
    expect(adminListRows(ROWS, '  NANDU ', null, RULES).map((row) => row.id)).toEqual([1]);
    expect(adminListRows(ROWS, 'rack', null, RULES).map((row) => row.id)).toEqual([2, 3]);
    expect(adminListRows(ROWS, '', null, RULES)).toEqual(ROWS);
    expect(adminListRows(ROWS, 'no existe', null, RULES)).toEqual([]);
    expect(adminListRows([], 'x', 'asc', RULES)).toEqual([]);
  });

  it('sorts both ways keeping equal rows in the server order, without touching the list', () => {
    const before = structuredClone(ROWS);
    expect(adminListRows(ROWS, '', 'asc', RULES).map((row) => row.id)).toEqual([2, 4, 1, 3]);
    expect(adminListRows(ROWS, '', 'desc', RULES).map((row) => row.id)).toEqual([1, 3, 4, 2]);
    expect(ROWS).toEqual(before);
  });

  it('keeps the page inside the rows there are', () => {
    expect(clampPage(3, 60, 25)).toBe(3);
    expect(clampPage(3, 50, 25)).toBe(2);
    expect(clampPage(2, 0, 25)).toBe(1);
    expect(clampPage(1, 25, 25)).toBe(1);
  });
});

const COLUMNS: AdminColumns<Row> = {
  nameHeader: 'Ubicación',
  name: (row) => row.name,
  sortable: { label: 'Stock', buttonLabel: 'Ordenar por stock', skeletonWidth: 28, cell: (row) => row.stock },
  skeletonRows: 2,
};

const renamed = vi.fn(async (input: { id: number; name: string }) => input);
const useRename = () => useMutation({ mutationFn: renamed });

function Harness({
  rows,
  isError = false,
  refetch = () => {},
  onDelete = () => {},
}: {
  rows: Row[] | undefined;
  isError?: boolean;
  refetch?: () => void;
  onDelete?: (row: Row) => void;
}) {
  const list = useAdminList(rows, RULES);
  return (
    <AdminListPage
      title="Ubicaciones"
      create={<p>Formulario de alta</p>}
      list={list}
      query={{ isPending: rows === undefined && !isError, isError, refetch }}
      searchLabel="Buscar ubicación"
      loadFailed="No se pudieron cargar las ubicaciones."
      rename={{
        useUpdate: useRename,
        texts: {
          form: 'Editar ubicación',
          input: 'Nuevo nombre de la ubicación',
          placeholder: 'Nombre de la ubicación',
          updated: 'Ubicación actualizada',
        },
      }}
      columns={COLUMNS}
      onDelete={onDelete}
      extraAction={(row) => <span>Extra {row.id}</span>}
    />
  );
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('AdminListPage', () => {
  it('searches, sorts and says when nothing matches', () => {
    renderWithProviders(<Harness rows={ROWS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ubicaciones' })).toBeDefined();
    expect(bodyRows()).toEqual(['Bodega Ñandú', 'Rack A-1', 'Rack A-2', 'Patio']);

    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por stock' }));
    expect(bodyRows()).toEqual(['Rack A-1', 'Patio', 'Bodega Ñandú', 'Rack A-2']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar ubicación' }), {
      target: { value: 'ñandu' },
    });
    expect(bodyRows()).toEqual(['Bodega Ñandú']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar ubicación' }), {
      target: { value: 'x\u0000\ud800' },
    });
    expect(bodyRows()).toEqual([ADMIN_LIST_TEXT.empty]);
  });

  it('swaps the search for the rename form of the row whose pencil is pressed, and back', async () => {
    renderWithProviders(<Harness rows={ROWS} />);
    const [, second] = screen.getAllByRole('button', { name: 'Editar' });
    fireEvent.click(second as HTMLElement);
    expect(screen.queryByRole('textbox', { name: 'Buscar ubicación' })).toBeNull();
    expect(second?.getAttribute('aria-pressed')).toBe('true');
    const pencils = within(screen.getByRole('table')).getAllByRole('button', { name: 'Editar' });
    expect(pencils.map((pencil) => pencil.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    const input = screen.getByRole('textbox', { name: 'Nuevo nombre de la ubicación' }) as HTMLInputElement;
    expect(input.value).toBe('Rack A-1');

    // Too long: said under the box, nothing sent.
    fireEvent.change(input, { target: { value: 'x'.repeat(61) } });
    expect(screen.getByText(ADMIN_LIST_TEXT.tooLong(60))).toBeDefined();
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(renamed).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Rack Ñ-1  ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Buscar ubicación' })).toBeDefined());
    expect(renamed).toHaveBeenCalledTimes(1);
    expect(renamed.mock.calls[0]?.[0]).toEqual({ id: 2, name: 'Rack Ñ-1' });

    // The pencil twice closes the form again; so does Escape.
    fireEvent.click(second as HTMLElement);
    fireEvent.click(second as HTMLElement);
    expect(screen.queryByRole('textbox', { name: 'Nuevo nombre de la ubicación' })).toBeNull();
    fireEvent.click(second as HTMLElement);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nuevo nombre de la ubicación' }), {
      key: 'Escape',
    });
    expect(screen.getByRole('textbox', { name: 'Buscar ubicación' })).toBeDefined();
  });

  it('hands the row to Eliminar and shows each row its extra action', () => {
    const onDelete = vi.fn();
    renderWithProviders(<Harness rows={ROWS} onDelete={onDelete} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar' })[3] as HTMLElement);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith(ROWS[3]);
    expect(screen.getByText('Extra 4')).toBeDefined();
  });

  it('offers a retry when the list could not load', () => {
    const refetch = vi.fn();
    renderWithProviders(<Harness rows={undefined} isError refetch={refetch} />);
    expect(screen.getByText('No se pudieron cargar las ubicaciones.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_LIST_TEXT.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(bodyRows()).toEqual([ADMIN_LIST_TEXT.empty]);
  });

  it('shows placeholders and no empty message while loading', () => {
    renderWithProviders(<Harness rows={undefined} />);
    expect(screen.queryByText(ADMIN_LIST_TEXT.empty)).toBeNull();
    expect(bodyRows()).toHaveLength(2);
  });
});
