import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@yonke/domain';
import type { MlPostSale } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import {
  useInvoiceSale,
  usePostSale,
  useReadBilling,
  useUploadInvoice,
  useUseBilling,
} from '../api/post-sale';

const FISCAL_COLORS = { pendiente: 'blue', subida: 'green', error: 'red' } as const;

/** A refusal in words: the message, and each field's problem when the server named them. */
function describe(failure: unknown): string[] {
  if (!(failure instanceof ApiError)) return ['No se pudo completar. Intenta de nuevo.'];
  const fields = Object.values(failure.errors ?? {}).flat();
  return fields.length > 0 ? [failure.message, ...fields] : [failure.message];
}

/** The buyer's billing data, the sale's invoice and its upload to the order in Mercado Libre. */
export function OrderBilling({ orderId }: { orderId: number }) {
  const state = usePostSale(orderId);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Facturación
      </Title>
      {state.isError ? (
        <Alert color="red">No se pudieron cargar los datos de facturación.</Alert>
      ) : !state.data ? (
        <Skeleton height={100} />
      ) : (
        <BillingBody orderId={orderId} state={state.data} />
      )}
    </Paper>
  );
}

function BillingBody({ orderId, state }: { orderId: number; state: MlPostSale }) {
  const read = useReadBilling(orderId);
  const use = useUseBilling(orderId);
  const invoice = useInvoiceSale(orderId);
  const upload = useUploadInvoice(orderId);
  const [problems, setProblems] = useState<string[]>([]);
  const onError = (failure: unknown) => setProblems(describe(failure));
  const billing = state.billing;
  const fiscal = state.fiscal_document;

  return (
    <Stack gap="sm">
      {problems.length > 0 && (
        <Alert color="red" title={problems[0]} withCloseButton onClose={() => setProblems([])}>
          {problems.length > 1 && (
            <List size="sm">
              {problems.slice(1).map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {billing ? (
        <>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Row label="RFC" value={billing.rfc} />
              <Row label="Nombre" value={billing.name} />
              <Row
                label="Régimen fiscal"
                value={joined(billing.tax_regime, billing.tax_regime_description)}
              />
              <Row label="Código postal" value={billing.postal_code} />
              <Row label="Uso del CFDI" value={joined(billing.cfdi_use, billing.cfdi_use_description)} />
            </Table.Tbody>
          </Table>
          {state.billing_read_at && (
            <Text size="xs" c="dimmed">
              Leídos de Mercado Libre el {formatDateTime(state.billing_read_at)}
            </Text>
          )}
          {state.billing_generic && (
            <Alert color="yellow">
              El comprador no pidió factura a su nombre (RFC genérico): usa la factura global o una a público
              en general.
            </Alert>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Aún no se leen los datos de facturación que el comprador dejó en Mercado Libre.
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          mih={48}
          loading={read.isPending}
          onClick={() => {
            setProblems([]);
            read.mutate(undefined, { onError });
          }}
        >
          {billing ? 'Volver a leer' : 'Leer datos de facturación'}
        </Button>
        {billing && !state.billing_generic && !state.invoice && (
          <Button
            mih={48}
            loading={use.isPending}
            onClick={() => {
              setProblems([]);
              use.mutate(undefined, {
                onError,
                onSuccess: (next) =>
                  notifySuccess(`Datos fiscales guardados en ${next.customer?.name ?? 'el cliente'}`),
              });
            }}
          >
            Usar para facturar
          </Button>
        )}
      </Group>
      {state.customer && (
        <Text size="sm">
          Cliente de la venta: <strong>{state.customer.name}</strong>
        </Text>
      )}
      {state.invoice ? (
        <Group gap="xs">
          <Text size="sm">Factura {state.invoice.folio}</Text>
          <Badge variant="light" color={state.invoice.status === 'timbrada' ? 'green' : 'gray'}>
            {state.invoice.status}
          </Badge>
        </Group>
      ) : (
        state.sale_id !== null &&
        state.customer && (
          <Group>
            <Button
              mih={48}
              loading={invoice.isPending}
              onClick={() => {
                setProblems([]);
                invoice.mutate(state.sale_id as number, {
                  onError,
                  onSuccess: () => notifySuccess('Factura creada; se está timbrando'),
                });
              }}
            >
              Facturar
            </Button>
          </Group>
        )
      )}
      {state.invoice?.status === 'timbrada' && (
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm">Factura en Mercado Libre:</Text>
            <Badge color={fiscal ? FISCAL_COLORS[fiscal.status] : 'gray'} variant="light">
              {fiscal?.status_label ?? 'Sin subir'}
            </Badge>
          </Group>
          {fiscal?.error && (
            <Text size="sm" c={fiscal.status === 'error' ? 'red' : 'dimmed'}>
              {fiscal.error}
            </Text>
          )}
          {fiscal?.uploaded_at && (
            <Text size="xs" c="dimmed">
              Subida el {formatDateTime(fiscal.uploaded_at)}
            </Text>
          )}
          {(!fiscal || fiscal.status === 'error') && (
            <Button
              mih={48}
              loading={upload.isPending}
              onClick={() => {
                setProblems([]);
                upload.mutate(undefined, { onError });
              }}
            >
              {fiscal?.status === 'error' ? 'Reintentar la subida' : 'Subir factura a Mercado Libre'}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const joined = (code: string | null, description: string | null) =>
  code ? (description ? `${code} — ${description}` : code) : null;

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {value ?? (
          <Text span c="dimmed">
            Sin dato
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
