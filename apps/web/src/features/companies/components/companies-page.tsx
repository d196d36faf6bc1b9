import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconBuildingPlus, IconPhone, IconUsers } from '@tabler/icons-react';
import { can } from '@yonke/domain';
import { useState } from 'react';
import { type Company, useCompanies } from '../../../lib/companies';
import { notifySuccess } from '../../../lib/notify';
import { roleIds, useUser } from '../../../lib/session';
import classes from './companies-page.module.css';
import { CompanyDrawer, CompanyForm } from './company-drawer';

function formatPhone(phone: string | null): string {
  if (!phone) return 'Sin teléfono';
  return phone.length === 10 ? `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}` : phone;
}

function CompanyCard({ company, onOpen }: { company: Company; onOpen: () => void }) {
  return (
    <Card withBorder padding={0}>
      {/* Named by its visible text (label-in-name): the card reads as what it shows. */}
      <UnstyledButton onClick={onOpen} className={classes.cardButton}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={company.logo_url} radius="md" size={48} color="blue" alt="" aria-hidden>
            {company.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text fw={600} truncate>
                {company.name}
              </Text>
              <Badge color={company.active ? 'green' : 'gray'} variant="light" size="sm">
                {company.active ? 'Activa' : 'Desactivada'}
              </Badge>
            </Group>
            <Group gap="md">
              <Group gap={4}>
                <IconPhone size={14} aria-hidden />
                <Text size="sm">{formatPhone(company.phone)}</Text>
              </Group>
              <Group gap={4}>
                <IconUsers size={14} aria-hidden />
                <Text size="sm">
                  {company.user_count} {company.user_count === 1 ? 'usuario' : 'usuarios'}
                </Text>
              </Group>
            </Group>
            {company.address && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {company.address}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** Empresas (/companies): role 1 runs every company; role 2 edits its own company's profile. */
export function CompaniesPage() {
  const user = useUser();
  const canManage = can(roleIds(user), 'manageCompanies');
  const companies = useCompanies();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md" maw={1120} mx="auto">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {canManage ? 'Empresas' : 'Mi empresa'}
        </Title>
        {canManage && (
          <Button leftSection={<IconBuildingPlus size={18} />} onClick={() => setCreating(true)}>
            Nueva empresa
          </Button>
        )}
      </Group>
      {companies.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          No pudimos cargar las empresas.
        </Alert>
      )}
      {companies.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={96} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {(companies.data ?? []).map((company) => (
            <CompanyCard key={company.id} company={company} onOpen={() => setOpenId(company.id)} />
          ))}
        </SimpleGrid>
      )}
      <CompanyDrawer companyId={openId} onClose={() => setOpenId(null)} canManage={canManage} />
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nueva empresa" centered size="lg">
        {creating && (
          <CompanyForm
            company={null}
            onSaved={(company) => {
              notifySuccess('Empresa creada.');
              setCreating(false);
              setOpenId(company.id);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
