import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { COMPANY_SLUG_MAX_LENGTH, companySlugError } from '@yonke/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { type CatalogueSettings, useCatalogueSettings } from '../api/get-catalogue-settings';
import { useUpdateCatalogueSettings } from '../api/update-catalogue-settings';
import { MetaFeedPanel } from './meta-feed-panel';

const CITY_MAX = 80;
const SAVED = 'Catálogo público guardado';

function SettingsForm({ company }: { company: CatalogueSettings }) {
  const update = useUpdateCatalogueSettings();
  const [enabled, setEnabled] = useState(company.public_catalogue);
  const [slug, setSlug] = useState(company.slug ?? company.suggested_slug);
  const [city, setCity] = useState(company.city ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  // Another company chosen (role 1): the form shows that company's saved values.
  useEffect(() => {
    setEnabled(company.public_catalogue);
    setSlug(company.slug ?? company.suggested_slug);
    setCity(company.city ?? '');
    setErrors({});
  }, [company]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleanSlug = slug.trim().toLowerCase();
    const slugProblem = cleanSlug === '' && !enabled ? null : companySlugError(cleanSlug);
    if (slugProblem) {
      setErrors({ slug: slugProblem });
      return;
    }
    setErrors({});
    update.mutate(
      { id: company.id, slug: cleanSlug, city, public_catalogue: enabled },
      {
        onSuccess: () => notifySuccess(SAVED),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            setErrors({
              slug: error.field('slug'),
              city: error.field('city'),
              public_catalogue: error.field('public_catalogue'),
            });
          }
        },
      },
    );
  };

  const link = company.url;
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-label="Catálogo público">
      <Stack gap="md">
        <Switch
          size="md"
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          label="Catálogo público activo"
          description="Cualquier persona podrá ver y buscar tus autopartes disponibles en la dirección de abajo. Los enlaces que compartes por WhatsApp funcionan siempre, esté activo o no."
          error={errors.public_catalogue}
        />
        <TextInput
          label="Dirección del catálogo"
          description="Letras minúsculas sin acentos, números y guiones."
          leftSection={<Text size="sm">/tienda/</Text>}
          leftSectionWidth={70}
          value={slug}
          maxLength={COMPANY_SLUG_MAX_LENGTH}
          onChange={(event) => setSlug(event.currentTarget.value)}
          error={errors.slug}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <TextInput
          label="Ciudad"
          description="Se muestra junto al nombre de la empresa."
          value={city}
          maxLength={CITY_MAX}
          onChange={(event) => setCity(event.currentTarget.value)}
          error={errors.city}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Guardar
          </Button>
        </Group>
        {link && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Enlace del catálogo {company.public_catalogue ? '' : '(inactivo)'}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="catalogue-link">
              {link}
            </Text>
            <Group gap="sm">
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    color={copied ? 'teal' : 'blue'}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? 'Enlace copiado' : 'Copiar enlace'}
                  </Button>
                )}
              </CopyButton>
              {company.public_catalogue && (
                <Anchor href={link} target="_blank" rel="noopener" size="sm">
                  <Group gap={4} component="span">
                    Abrir catálogo <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** "Catálogo público" (/public-catalogue): roles 1 (any company) and 2 (its own). */
export function PublicCataloguePage() {
  const settings = useCatalogueSettings();
  const [selected, setSelected] = useState<string | null>(null);
  const companies = settings.data ?? [];
  const company = companies.find((row) => String(row.id) === selected) ?? companies[0];

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Catálogo público
      </Title>
      <Alert variant="light" icon={<IconInfoCircle />}>
        Solo se publican las autopartes con estatus Disponible: nombre, fotos, precio y datos del vehículo.
        Nunca la ubicación, los comentarios, el precio final ni quién la vendió.
      </Alert>
      {settings.isLoading && <Loader aria-label="Cargando" />}
      {companies.length > 1 && (
        <Select
          label="Empresa"
          searchable
          data={companies.map((row) => ({ value: String(row.id), label: row.name }))}
          value={company ? String(company.id) : null}
          onChange={setSelected}
          allowDeselect={false}
        />
      )}
      {company && <SettingsForm company={company} />}
      {company && <MetaFeedPanel companyId={company.id} />}
    </Stack>
  );
}
