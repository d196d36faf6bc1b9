import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  FileButton,
  Group,
  Image,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconBuildingOff, IconPhoto, IconTrash } from '@tabler/icons-react';
import {
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  DEFAULT_TIME_ZONE,
  MEXICO_TIME_ZONES,
} from '@yonke/domain';
import { type FormEvent, useState } from 'react';
import { ActivityList } from '../../../components/history-list';
import { ApiError } from '../../../lib/api-client';
import {
  type CompanyDetail,
  type CompanyInput,
  useCompany,
  useDeleteCompany,
  useRemoveLogo,
  useSaveCompany,
  useSetCompanyActive,
  useUploadLogo,
} from '../../../lib/companies';
import { notifySuccess } from '../../../lib/notify';

/** The form's fields: every field of the API's company body, as the text in its input. */
type CompanyValues = Record<keyof CompanyInput, string>;

function inputOf(company: CompanyDetail | null): CompanyValues {
  return {
    name: company?.name ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    description_template: company?.description_template ?? '',
    time_zone: company?.time_zone ?? DEFAULT_TIME_ZONE,
  };
}

/** Name, WhatsApp phone, address, time zone and the part form's description template. */
export function CompanyForm({
  company,
  onSaved,
}: {
  company: CompanyDetail | null;
  onSaved: (company: CompanyDetail) => void;
}) {
  const save = useSaveCompany();
  const [values, setValues] = useState(() => inputOf(company));
  const error = save.error instanceof ApiError ? save.error : undefined;
  const set = (field: keyof CompanyValues) => (event: { currentTarget: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.currentTarget.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ id: company?.id ?? null, ...values }, { onSuccess: onSaved });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={company ? 'Editar empresa' : 'Nueva empresa'}>
      <Stack gap="sm">
        <TextInput
          label="Nombre"
          value={values.name}
          onChange={set('name')}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          error={error?.field('name')}
          required
        />
        <TextInput
          label="Teléfono (WhatsApp)"
          description="10 dígitos de México; el botón Comprar abre WhatsApp con este número."
          type="tel"
          inputMode="tel"
          value={values.phone}
          onChange={set('phone')}
          error={error?.field('phone')}
        />
        <TextInput
          label="Dirección"
          value={values.address}
          onChange={set('address')}
          maxLength={COMPANY_ADDRESS_MAX_LENGTH}
          error={error?.field('address')}
        />
        <Select
          label="Zona horaria"
          description="Las fechas, horas y la hora de los respaldos se muestran con este horario."
          data={MEXICO_TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label }))}
          value={values.time_zone}
          onChange={(value) => value && setValues((current) => ({ ...current, time_zone: value }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={error?.field('time_zone')}
        />
        <Textarea
          label="Plantilla de descripción"
          description="El texto que carga el formulario de autopartes con «Cargar plantilla»."
          value={values.description_template}
          onChange={set('description_template')}
          error={error?.field('description_template')}
          autosize
          minRows={4}
          maxRows={12}
        />
        {error && error.status !== 422 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {company ? 'Guardar cambios' : 'Crear empresa'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LogoSection({ company }: { company: CompanyDetail }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const error = upload.error instanceof ApiError ? upload.error : undefined;
  return (
    <Stack gap="xs">
      <Group gap="md" align="center">
        {company.logo_url ? (
          <Image src={company.logo_url} alt={`Logo de ${company.name}`} h={64} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            Sin logo
          </Text>
        )}
        <FileButton
          accept="image/jpeg,image/png,image/webp"
          onChange={(file) => {
            if (file)
              upload.mutate(
                { id: company.id, file },
                { onSuccess: () => notifySuccess('Logo actualizado.') },
              );
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhoto size={16} />}
              loading={upload.isPending}
            >
              {company.logo_url ? 'Cambiar logo' : 'Subir logo'}
            </Button>
          )}
        </FileButton>
        {company.logo_url && (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(company.id)}
          >
            Quitar logo
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {error.field('file') ?? error.message}
        </Alert>
      )}
    </Stack>
  );
}

interface CompanyDrawerProps {
  companyId: number | null;
  onClose: () => void;
  /** Role 1: deactivate and delete. */
  canManage: boolean;
}

export function CompanyDrawer({ companyId, onClose, canManage }: CompanyDrawerProps) {
  const detail = useCompany(companyId);
  const setActive = useSetCompanyActive();
  const remove = useDeleteCompany();
  const company = detail.data;
  const actionError =
    (setActive.error instanceof ApiError && setActive.error) ||
    (remove.error instanceof ApiError && remove.error);

  const confirmDelete = (target: CompanyDetail) =>
    modals.openConfirmModal({
      title: 'Eliminar empresa',
      children: (
        <Text size="sm">
          ¿Eliminar {target.name}? Solo es posible si no tiene usuarios, autopartes, ubicaciones, vehículos ni
          tiendas de Mercado Libre.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(target.id, {
          onSuccess: () => {
            notifySuccess('Empresa eliminada.');
            onClose();
          },
        }),
    });

  return (
    <Drawer
      opened={companyId !== null}
      onClose={() => {
        setActive.reset();
        remove.reset();
        onClose();
      }}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h4">
          Empresa
        </Title>
      }
    >
      {detail.isPending && companyId !== null && <Loader aria-label="Cargando empresa" />}
      {detail.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {detail.error.message}
        </Alert>
      )}
      {company && (
        <Stack gap="lg">
          <Group gap="xs">
            <Text fw={700}>{company.name}</Text>
            <Badge color={company.active ? 'green' : 'gray'} variant="light">
              {company.active ? 'Activa' : 'Desactivada'}
            </Badge>
          </Group>
          <LogoSection company={company} />
          <CompanyForm
            key={company.id}
            company={company}
            onSaved={() => notifySuccess('Empresa actualizada.')}
          />
          <Divider label="Actividad" labelPosition="left" />
          <ActivityList activity={company.activity} label="Actividad de la empresa" />
          {canManage && (
            <>
              <Divider />
              {actionError && (
                <Alert color="red" icon={<IconAlertCircle size={18} />}>
                  {actionError.message}
                </Alert>
              )}
              <Group gap="sm">
                {company.active ? (
                  <Button
                    variant="outline"
                    color="red"
                    leftSection={<IconBuildingOff size={16} />}
                    loading={setActive.isPending}
                    onClick={() => setActive.mutate({ id: company.id, active: false })}
                  >
                    Desactivar empresa
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    color="green"
                    loading={setActive.isPending}
                    onClick={() => setActive.mutate({ id: company.id, active: true })}
                  >
                    Activar empresa
                  </Button>
                )}
                <Button
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => confirmDelete(company)}
                >
                  Eliminar
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
