import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TAX_REGIMES } from '@yonke/domain';
import { GLOBAL_PERIODICITY_LABELS, type GlobalPeriodicity } from '@yonke/domain/cfdi';
import type { FiscalProfile } from '@yonke/domain/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useFiscalProfile, useSaveFiscalProfile, useUploadCsd } from '../api/fiscal-profile';
import { ProductKeysEditor } from './product-keys-editor';

const PERIODICITY_OPTIONS = Object.entries(GLOBAL_PERIODICITY_LABELS).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));

import { SelfInvoicingSection } from './self-invoicing-section';

const REGIME_OPTIONS = Object.entries(TAX_REGIMES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));

/** «Datos fiscales»: who the company's invoices are from, and the CSD that seals them (roles 1, 2). */
export function FiscalProfilePage() {
  const profile = useFiscalProfile();
  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        Datos fiscales
      </Title>
      <Text c="dimmed" size="sm">
        Los datos deben ser exactamente los de la Constancia de Situación Fiscal de la empresa: el SAT rechaza
        una factura con otro nombre, régimen o código postal.
      </Text>
      {profile.error && <Alert color="red">{profile.error.message}</Alert>}
      {profile.isSuccess && <ProfileForm profile={profile.data} />}
      {profile.isSuccess && <CsdSection profile={profile.data} />}
      {profile.isSuccess && profile.data && <ProductKeysEditor profile={profile.data} />}
      {profile.isSuccess && <SelfInvoicingSection hasProfile={profile.data !== null} />}
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: FiscalProfile | null }) {
  const [values, setValues] = useState({
    rfc: profile?.rfc ?? '',
    legal_name: profile?.legal_name ?? '',
    postal_code: profile?.postal_code ?? '',
    series: profile?.series ?? 'F',
  });
  const [regime, setRegime] = useState<string | null>(profile?.tax_regime ?? null);
  const [periodicity, setPeriodicity] = useState<GlobalPeriodicity>(profile?.global_periodicity ?? '04');
  const save = useSaveFiscalProfile();
  const error = save.error instanceof ApiError ? save.error : null;
  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      error={error?.field(name)}
      {...extra}
    />
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="fiscal-data-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...values, tax_regime: regime ?? '', global_periodicity: periodicity });
        }}
      >
        <Stack>
          <Title order={2} size="h4" id="fiscal-data-title">
            Emisor
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('rfc', 'RFC', { autoCapitalize: 'characters', required: true })}
            {field('legal_name', 'Razón social', { required: true })}
            <Select
              label="Régimen fiscal"
              data={REGIME_OPTIONS}
              value={regime}
              onChange={setRegime}
              searchable
              allowDeselect={false}
              required
              error={error?.field('tax_regime')}
            />
            {field('postal_code', 'Código postal del lugar de expedición', {
              inputMode: 'numeric',
              maxLength: 5,
              required: true,
            })}
            {field('series', 'Serie de las facturas', { maxLength: 10 })}
            <Select
              label="Periodicidad de la factura global"
              description="Cada cuánto se factura a «Público en general» lo que nadie facturó (bimestral: solo RIF)."
              data={PERIODICITY_OPTIONS}
              value={periodicity}
              onChange={(value) => value && setPeriodicity(value as GlobalPeriodicity)}
              allowDeselect={false}
              error={error?.field('global_periodicity')}
            />
            {profile && (
              <TextInput
                label="Último folio usado"
                value={String(profile.last_folio)}
                readOnly
                variant="filled"
              />
            )}
          </SimpleGrid>
          {error && error.status !== 422 && <Alert color="red">{error.message}</Alert>}
          {save.isSuccess && (
            <Alert color="green" role="status">
              Datos fiscales guardados.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} style={{ minHeight: 44 }}>
              Guardar datos fiscales
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CsdSection({ profile }: { profile: FiscalProfile | null }) {
  const [certificate, setCertificate] = useState<File | null>(null);
  const [key, setKey] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const upload = useUploadCsd();
  const error = upload.error instanceof ApiError ? upload.error : null;
  const csd = profile?.csd ?? null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="csd-title">
      <Stack>
        <Title order={2} size="h4" id="csd-title">
          Certificado de Sello Digital (CSD)
        </Title>
        {!profile && <Text size="sm">Guarda primero los datos del emisor.</Text>}
        {csd ? (
          <Text size="sm">
            Certificado {csd.certificate_number}, vigente del {formatDate(csd.valid_from)} al{' '}
            {formatDate(csd.valid_to)}.
          </Text>
        ) : (
          profile && <Text size="sm">Aún no hay un CSD: sin él no se pueden sellar facturas.</Text>
        )}
        {csd?.warning && (
          <Alert color="orange" role="alert">
            {csd.warning}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Es el certificado de sellos que se tramita en CertiSAT, no la e.firma. La llave y su contraseña se
          guardan cifradas y nunca se vuelven a mostrar.
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (certificate && key)
              upload.mutate({ certificate, key, password }, { onSuccess: () => setPassword('') });
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FileInput
                label="Certificado (.cer)"
                accept=".cer"
                value={certificate}
                onChange={setCertificate}
                clearable
                error={error?.field('certificate')}
              />
              <FileInput
                label="Llave privada (.key)"
                accept=".key"
                value={key}
                onChange={setKey}
                clearable
                error={error?.field('key')}
              />
              <PasswordInput
                label="Contraseña de la llave privada"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="off"
                error={error?.field('password')}
              />
            </SimpleGrid>
            {error && error.status !== 422 && <Alert color="red">{error.message}</Alert>}
            {upload.isSuccess && (
              <Alert color="green" role="status">
                CSD guardado.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!profile || !certificate || !key || password === ''}
                loading={upload.isPending}
                style={{ minHeight: 44 }}
              >
                Subir CSD
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
