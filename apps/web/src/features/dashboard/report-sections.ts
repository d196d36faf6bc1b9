import {
  agingLink,
  centsToPesos,
  csvSafeText,
  formatIsoDay,
  type ListLink,
  locationCheckLink,
  marketplaceLink,
  PAYMENT_METHOD_LABELS,
  RETURN_OUTCOME_LABELS,
  RETURN_REASON_LABELS,
  salesLink,
  statusLink,
  stockLink,
} from '@yonke/domain';
import type { DashboardData } from '@yonke/domain/schemas';

export interface ReportRow {
  cells: (string | number)[];
  link?: ListLink;
  /** A percentage rather than a count or an amount (the average discount). */
  percent?: true;
}

export interface ReportSection {
  title: string;
  columns: string[];
  rows: ReportRow[];
}

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * Reportes: the Tablero's figures as tables, in one shape for the screen (with each row's list
 * link) and for the spreadsheet (plain numbers, no currency signs, so the sheet can add them up).
 */
export function reportSections(data: DashboardData, store: number | undefined): ReportSection[] {
  const { sales, period, stock, stock_check: checks, marketplace, ledger, returns } = data;
  const ranked = (
    title: string,
    first: string,
    key: 'sold_by' | 'category' | 'make',
    rows: typeof sales.by_seller,
  ) => ({
    title,
    columns: [first, 'Piezas', 'Ingresos'],
    rows: rows.map((row) => ({
      cells: [row.name, row.count, money(row.income)],
      link: row.id === null ? undefined : salesLink(period, store, { [key]: row.id }),
    })),
  });
  return [
    {
      title: 'Ventas',
      columns: ['Concepto', 'Piezas', 'Ingresos'],
      rows: [
        {
          cells: [
            `${formatIsoDay(period.from)} – ${formatIsoDay(period.to)}`,
            sales.count,
            money(sales.income),
          ],
          link: salesLink(period, store),
        },
        {
          cells: [
            `Periodo anterior: ${formatIsoDay(period.previous_from)} – ${formatIsoDay(period.previous_to)}`,
            sales.previous_count,
            money(sales.previous_income),
          ],
          link: salesLink({ from: period.previous_from, to: period.previous_to }, store),
        },
        { cells: ['Descuento promedio (%)', '', sales.average_discount_percent ?? ''], percent: true },
      ],
    },
    {
      title:
        period.bucket === 'day'
          ? 'Ventas por día'
          : period.bucket === 'week'
            ? 'Ventas por semana'
            : 'Ventas por mes',
      columns: ['Desde', 'Piezas', 'Ingresos'],
      rows: sales.series.map((point) => ({ cells: [point.start, point.count, money(point.income)] })),
    },
    // The ledger: paid tickets, services and shipping included, by the day they were paid.
    {
      title: 'Tickets cobrados',
      columns: ['Concepto', 'Cantidad', 'Importe'],
      rows: [
        { cells: ['Tickets cobrados', ledger.tickets, centsToPesos(ledger.income_cents)] },
        {
          cells: [
            'Ticket promedio',
            '',
            ledger.average_ticket_cents === null ? '' : centsToPesos(ledger.average_ticket_cents),
          ],
        },
        { cells: ['Piezas por ticket', ledger.parts_per_ticket ?? '', ''] },
      ],
    },
    {
      title: 'Cobros por forma de pago',
      columns: ['Forma de pago', 'Tickets', 'Importe'],
      rows: ledger.by_payment_method.map((row) => ({
        cells: [PAYMENT_METHOD_LABELS[row.method], row.tickets, centsToPesos(row.amount_cents)],
      })),
    },
    {
      title: 'Tickets por cliente',
      columns: ['Cliente', 'Tickets', 'Importe'],
      rows: ledger.by_customer.map((row) => ({
        cells: [row.name, row.tickets, centsToPesos(row.income_cents)],
      })),
    },
    {
      title: 'Tickets por vendedor',
      columns: ['Vendedor', 'Tickets', 'Importe'],
      rows: ledger.by_seller.map((row) => ({
        cells: [row.name, row.tickets, centsToPesos(row.income_cents)],
      })),
    },
    // Returns by the day they were registered; warranty claims are the returns within the warranty.
    {
      title: 'Devoluciones y garantías',
      columns: ['Concepto', 'Cantidad', 'Importe'],
      rows: [
        { cells: ['Ventas', '', centsToPesos(returns.sales_cents)] },
        { cells: ['Devoluciones', '', centsToPesos(returns.refunds_cents)] },
        { cells: ['Ventas netas', '', centsToPesos(returns.net_cents)] },
        ...returns.by_reason.map((row) => ({
          cells: [
            `Reembolso: ${RETURN_REASON_LABELS[row.reason]}`,
            row.count,
            centsToPesos(row.amount_cents),
          ],
        })),
        ...returns.by_outcome.map((row) => ({
          cells: [
            `Devuelto como: ${RETURN_OUTCOME_LABELS[row.outcome]}`,
            row.count,
            centsToPesos(row.amount_cents),
          ],
        })),
        // Where the returned parts went; their purchase cost only when the server sent it (roles 1, 2).
        {
          cells: [
            'Piezas de vuelta al inventario',
            returns.parts.back_to_stock,
            returns.cost ? centsToPesos(returns.cost.back_to_stock_cost_cents) : '',
          ],
        },
        { cells: ['Piezas en revisión', returns.parts.in_review, ''] },
        {
          cells: [
            'Merma dada de baja (a costo)',
            returns.parts.scrapped,
            returns.cost ? centsToPesos(returns.cost.written_off_cents) : '',
          ],
        },
        ...(returns.cost
          ? [{ cells: ['Merma con costo no registrado (baja en $0)', returns.cost.cost_unknown, 0] }]
          : []),
        ...returns.warranty_by_category.map((row) => ({
          cells: [`Garantías, categoría: ${row.name}`, row.count, centsToPesos(row.amount_cents)],
        })),
        ...returns.warranty_by_seller.map((row) => ({
          cells: [`Garantías, vendedor: ${row.name}`, row.count, centsToPesos(row.amount_cents)],
        })),
      ],
    },
    ranked('Ventas por vendedor', 'Vendedor', 'sold_by', sales.by_seller),
    ranked('Ventas por categoría', 'Categoría', 'category', sales.by_category),
    ranked('Ventas por marca', 'Marca', 'make', sales.by_make),
    {
      title: 'Existencias hoy',
      columns: ['Estatus', 'Piezas', 'Valor'],
      rows: [
        ...stock.by_status.map((row) => ({
          cells: [row.name, row.count, row.value],
          link: statusLink([row.status_id], store),
        })),
        { cells: ['Total', stock.total.count, stock.total.value], link: stockLink(store) },
        { cells: ['Sin fotos', stock.without_photos, ''], link: stockLink(store, { without_photos: true }) },
        { cells: ['Sin precio', stock.without_price, ''], link: stockLink(store, { without_price: true }) },
      ],
    },
    {
      title: 'Antigüedad de lo disponible',
      columns: ['Días en inventario', 'Piezas', 'Valor'],
      rows: data.aging.map((bucket) => ({
        cells: [bucket.label, bucket.count, bucket.value],
        link: agingLink(bucket, store),
      })),
    },
    {
      title: 'Inventario físico del periodo',
      columns: ['Concepto', 'Cantidad'],
      rows: [
        { cells: ['Ubicaciones contadas', checks.locations_counted] },
        { cells: ['Conteos', checks.checks] },
        { cells: ['Encontradas', checks.found] },
        { cells: ['Agregadas', checks.added] },
        { cells: ['Faltantes', checks.missing] },
        ...checks.most_missing.map((row) => ({
          cells: [`Faltantes en ${row.name}`, row.missing],
          link: locationCheckLink(row.id),
        })),
        { cells: ['Ubicaciones sin contar en 90 días', checks.due_total] },
        ...checks.due.map((row) => ({
          cells: [
            `Sin contar: ${row.name}`,
            row.last_counted_at ? row.last_counted_at.slice(0, 10) : 'Nunca',
          ],
          link: locationCheckLink(row.id),
        })),
      ],
    },
    {
      title: 'Mercado Libre',
      columns: ['Publicaciones', 'Cantidad'],
      rows: [
        { cells: ['Activas', marketplace.active], link: marketplaceLink(['active'], store) },
        { cells: ['Pausadas', marketplace.paused], link: marketplaceLink(['paused'], store) },
        { cells: ['Cerradas', marketplace.closed], link: marketplaceLink(['closed'], store) },
        {
          cells: ['Con errores (inactivas o en revisión)', marketplace.errors],
          link: marketplaceLink(['inactive', 'under_review'], store),
        },
      ],
    },
  ];
}

function csvCell(value: string | number): string {
  const text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  const safe = typeof value === 'string' ? csvSafeText(text) : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV for every section (a title line, the header, the rows, a blank line), with a BOM for Excel. */
export function reportCsv(sections: ReportSection[], heading: string): string {
  const lines: string[] = [csvCell(heading), ''];
  for (const section of sections) {
    lines.push(csvCell(section.title), section.columns.map(csvCell).join(','));
    for (const row of section.rows) lines.push(row.cells.map(csvCell).join(','));
    lines.push('');
  }
  return `\uFEFF${lines.join('\r\n')}`;
}
