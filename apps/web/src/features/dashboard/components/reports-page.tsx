import { Alert, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { can, formatMoney, formatNumber, linkHref } from '@yonke/domain';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { roleIds, useUser } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { dashboardParamsToSearch, useDashboardParams } from '../hooks/use-dashboard-params';
import { type ReportRow, type ReportSection, reportCsv, reportSections } from '../report-sections';
import { DashboardSkeleton, linkStore, periodText } from './dashboard-page';
import { LostDemandSection } from './lost-demand-section';
import { PeriodBar } from './period-bar';

const MONEY_COLUMNS = new Set(['Ingresos', 'Valor', 'Importe']);

function cellText(section: ReportSection, row: ReportRow, column: number, value: string | number): string {
  if (typeof value !== 'number') return value;
  if (row.percent) return `${value} %`;
  return MONEY_COLUMNS.has(section.columns[column] ?? '') ? formatMoney(value) : formatNumber(value);
}

function ReportTable({ section }: { section: ReportSection }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={section.title}>
      <Title order={2} size="h5" mb="xs">
        {section.title}
      </Title>
      {section.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nada en este periodo.
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover verticalSpacing="xs" miw={300}>
            <Table.Thead>
              <Table.Tr>
                {section.columns.map((column, index) => (
                  <Table.Th key={column} ta={index === 0 ? 'left' : 'right'}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.rows.map((row) => (
                <Table.Tr key={String(row.cells[0])}>
                  {row.cells.map((cell, index) => (
                    <Table.Td key={section.columns[index] ?? index} ta={index === 0 ? 'left' : 'right'}>
                      {index === 0 && row.link ? (
                        <Link
                          to={linkHref(row.link)}
                          style={{ display: 'inline-block', minHeight: 32, paddingBlock: 4 }}
                        >
                          {cellText(section, row, index, cell)}
                        </Link>
                      ) : (
                        cellText(section, row, index, cell)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ReportsPage() {
  const roles = roleIds(useUser());
  const { params, update, ready } = useDashboardParams('30d');
  const query = useDashboard(params, ready);
  const data = query.data;
  const sections = data ? reportSections(data, linkStore(data, roles)) : [];
  const rangeError =
    query.error instanceof ApiError ? (query.error.field('to') ?? query.error.field('from')) : undefined;

  const exportSheet = () => {
    if (!data) return;
    const heading = `Reporte ${data.company?.name ?? 'de todas las empresas'} · ${periodText(data)}`;
    download(`reporte-${data.period.from}-a-${data.period.to}.csv`, reportCsv(sections, heading));
  };

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Reportes
        </Title>
        <Button
          component={Link}
          to={`/dashboard?${dashboardParamsToSearch(params)}`}
          variant="light"
          leftSection={<IconChartBar size={18} />}
        >
          Tablero
        </Button>
      </Group>
      <Group align="flex-end" justify="space-between" gap="sm">
        <PeriodBar
          value={params}
          onChange={update}
          chooseCompany={can(roles, 'chooseCompany')}
          rangeError={rangeError}
        />
        <Button
          leftSection={<IconDownload size={18} />}
          onClick={exportSheet}
          disabled={!data || query.isFetching}
        >
          Exportar hoja de cálculo
        </Button>
      </Group>
      {data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {data.company ? data.company.name : 'Todas las empresas'} · {periodText(data)}
        </Text>
      )}
      {!ready ? (
        <Text size="sm" c="dimmed">
          Elige la fecha de inicio y la fecha final del rango.
        </Text>
      ) : query.isPending ? (
        <DashboardSkeleton />
      ) : !data ? (
        <Alert color="red" title="No se pudo cargar el reporte">
          {query.error instanceof Error ? query.error.message : 'Inténtalo de nuevo en unos momentos.'}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sections.map((section) => (
            <ReportTable key={section.title} section={section} />
          ))}
          <LostDemandSection params={params} enabled={ready} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
