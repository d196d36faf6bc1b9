import {
  Badge,
  Box,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconExternalLink, IconShare } from '@tabler/icons-react';
import {
  agCode,
  can,
  formatMoney,
  formatMoneyPrecise,
  mlStatusColor,
  mlStatusLabel,
  type PartSection,
  parseDigitsAsId,
  partCode,
  partPath,
  STATUS,
  slugify,
  statusColor,
} from '@yonke/domain';
import type { Part } from '@yonke/domain/schemas';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CompatibilitiesSummary } from '../../../components/compatibilities/compatibilities';
import { DonorVehicleLine } from '../../../components/donor-vehicle/donor-vehicle';
import { EmptyState } from '../../../components/empty-state';
import { ActivityList, HistoryList } from '../../../components/history-list';
import { ApiError } from '../../../lib/api-client';
import { usePart } from '../../../lib/parts';
import { useCanonicalPath } from '../../../lib/scroll';
import { roleIds, useUser } from '../../../lib/session';
import { usePublicBase } from '../api/get-public-base';
import { buyChatLink, listingLink, shareLink } from '../links';
import { CommentForm } from './comment-form';
import { DuplicateAction } from './duplicate-action';
import { MarketplaceSection } from './marketplace-section';
import classes from './part-detail.module.css';
import { PartGallery } from './part-gallery';
import { StatusActions } from './status-actions';

export type PartDetailSection = Extract<PartSection, 'search' | 'sales'>;

function PartNotFound() {
  return <EmptyState title="No encontramos lo que buscas" message="Intentalo de nuevo" />;
}

function PartDetailSkeleton() {
  return (
    <Box maw={1200} mx="auto" data-testid="part-detail-skeleton" aria-busy="true">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton radius="md" style={{ aspectRatio: '4 / 3' }} />
          <Group gap={8} mt="xs" grow>
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} h={64} radius="sm" />
            ))}
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Skeleton h={14} w="40%" />
            <Skeleton h={22} w="50%" />
            <Skeleton h={30} />
            <Skeleton h={30} w="70%" />
            <Skeleton h={36} w="45%" mt="sm" />
            <Skeleton h={14} w="60%" />
            <Skeleton h={42} mt="sm" />
            <Skeleton h={120} mt="sm" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

/** A label/value list that leaves out the rows with no value (spec: "each only when present"). */
function Rows({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  const present = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (present.length === 0) return null;
  return (
    <dl className={classes.rows} aria-label={label}>
      {present.map(([name, value]) => (
        <Box key={name} display="contents">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </dl>
  );
}

function Price({ part }: { part: Part }) {
  // A sold part shows what it sold for, said in words; the list price stays beside it.
  if (part.status_id === STATUS.SOLD && part.final_price !== null) {
    const differs = part.final_price !== part.sale_price;
    return (
      <Stack gap={0} data-testid="part-price">
        <Text size="sm" c="dimmed" fw={600}>
          Vendida en
        </Text>
        <Group gap="sm" align="baseline">
          <Text fz={32} fw={700} lh={1.1} data-testid="sale-amount">
            {formatMoneyPrecise(part.final_price)}
          </Text>
          <Text
            fz="sm"
            c="dimmed"
            td={differs ? 'line-through' : undefined}
            aria-label={`Precio de lista ${formatMoney(part.sale_price)}`}
          >
            {differs ? formatMoney(part.sale_price) : 'precio de lista'}
          </Text>
        </Group>
      </Stack>
    );
  }
  const discounted = part.final_price !== null && part.final_price !== part.sale_price;
  if (!discounted) {
    return (
      <Text fz={32} fw={700} lh={1.1} data-testid="part-price">
        {formatMoney(part.sale_price)}
      </Text>
    );
  }
  return (
    <Group gap="sm" align="baseline" data-testid="part-price">
      <Text
        fz="lg"
        c="dimmed"
        td="line-through"
        aria-label={`Precio anterior ${formatMoney(part.sale_price)}`}
      >
        {formatMoney(part.sale_price)}
      </Text>
      <Text fz={32} fw={700} lh={1.1}>
        {formatMoneyPrecise(part.final_price)}
      </Text>
    </Group>
  );
}

function BuyArea({ part }: { part: Part }) {
  if (part.status_id !== STATUS.AVAILABLE) {
    return <div className={classes.unavailable}>No Disponible</div>;
  }
  const chat = buyChatLink(part.store.phone, part);
  return (
    <Stack gap="xs">
      {chat && (
        <Button
          component="a"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          variant="light"
          leftSection={<IconBrandWhatsapp size={20} />}
        >
          Comprar
        </Button>
      )}
      {part.ml_id && (
        <Button
          component="a"
          href={listingLink(part.ml_id)}
          target="_blank"
          rel="noopener noreferrer"
          color="yellow"
          autoContrast
          leftSection={<IconExternalLink size={18} />}
        >
          Ver en Mercado Libre
        </Button>
      )}
    </Stack>
  );
}

function PartDetailView({ part, section }: { part: Part; section: PartDetailSection }) {
  const user = useUser();
  const publicBase = usePublicBase();
  const roles = roleIds(user);
  // The server decides what is sent (comments and activity only to the part's company); these
  // checks only decide what is offered, and updateStatus checks the same rules again.
  const ownCompany = can(roles, 'allCompanies') || user?.store.id === part.store.id;
  const canChangeStatus = ownCompany && can(roles, 'sellParts');
  // docs/product.md §6: every role duplicates a part of its own company (role 1: any company).
  const canDuplicate = ownCompany && can(roles, 'clonePart');
  const comments = part.comments;
  const activity = can(roles, 'viewActivity') ? part.activity : undefined;
  const years = part.years.map((year) => year.name).join(', ');
  const hasMarketplaceBadge = part.ml_id !== null || part.ml_status !== null;

  return (
    <Box maw={1200} mx="auto">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PartGallery images={part.images} name={part.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Stack gap={6}>
              <Group gap="sm">
                {part.condition && (
                  <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                    {part.condition.name}
                  </Text>
                )}
                <Rating
                  value={part.quality}
                  count={5}
                  readOnly
                  size="sm"
                  role="img"
                  aria-label={`Calidad ${part.quality} de 5`}
                />
              </Group>
              <Group gap={6}>
                {hasMarketplaceBadge && (
                  <Badge color={mlStatusColor(part.ml_status)} variant="light">
                    ML {mlStatusLabel(part.ml_status)}
                  </Badge>
                )}
                <Badge color={statusColor(part.status_id)}>{part.status.name}</Badge>
              </Group>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {part.name}
              </Title>
            </Stack>

            <Group justify="space-between" align="center" wrap="nowrap">
              <Price part={part} />
              <Button
                component="a"
                href={shareLink(publicBase, part.id)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                color="teal"
                leftSection={<IconShare size={18} />}
              >
                Compartir
              </Button>
            </Group>

            {/* The staff's sale actions first: on a phone they stay pinned above the bottom bar. */}
            {canChangeStatus && (
              <div className={classes.staffActions} data-testid="staff-actions">
                <StatusActions part={part} />
              </div>
            )}

            <Rows
              label="Vehículo"
              rows={[
                ['Marca', part.make?.name],
                ['Modelo', part.model?.name],
                ['Años', years],
              ]}
            />
            <DonorVehicleLine partId={part.id} />
            <CompatibilitiesSummary partId={part.id} />

            {/* «Comprar» is the buyers' chat with the yard (docs/product.md §2): offered, not first. */}
            <BuyArea part={part} />
            {canDuplicate && <DuplicateAction part={part} roles={roles} section={section} />}

            <Divider />
            <Rows
              label="Características"
              rows={[
                ['Categoria', part.category?.name],
                ['Origen', part.origin?.name],
                ['Posición', part.position?.name],
                ['Lado', part.side?.name],
                ['No. parte', part.autopart_number],
                ['Tipo de foco', part.bulb_tech?.name],
              ]}
            />
            <Divider />
            <Rows
              label="Información"
              rows={[
                ['Ubicación', part.location?.name],
                ['ID', partCode(part.id)],
                ['ID AG', agCode(part.ag_id)],
                ['Mercado Libre', part.ml_id],
                ['Tipo de envio', part.shipping_type?.name],
                ['Vendido por', [part.store.name, part.store_ml?.name].filter(Boolean).join(' · ')],
              ]}
            />
            {(part.ml_id !== null || part.store_ml) && <MarketplaceSection partId={part.id} />}
          </Stack>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="xl">
        <Tabs defaultValue="description" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="description">Descripción</Tabs.Tab>
            {comments && <Tabs.Tab value="comments">Comentarios</Tabs.Tab>}
            {activity && <Tabs.Tab value="activity">Actividad</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="description">
            {part.description ? (
              <Text className={classes.preLine}>{part.description}</Text>
            ) : (
              <Text c="dimmed" size="sm">
                Esta autoparte no tiene descripción.
              </Text>
            )}
          </Tabs.Panel>
          {comments && (
            <Tabs.Panel value="comments">
              <Stack gap="sm">
                <HistoryList
                  label="Comentarios"
                  empty="Todavía no hay comentarios."
                  entries={comments.map((entry) => ({ ...entry, text: entry.comment }))}
                />
                <CommentForm partId={part.id} />
              </Stack>
            </Tabs.Panel>
          )}
          {activity && (
            <Tabs.Panel value="activity">
              <ActivityList activity={activity} label="Actividad" />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Box>
  );
}

function PartDetailLoader({ id, section }: { id: number; section: PartDetailSection }) {
  const query = usePart(id);
  const part = query.data;
  const { slug } = useParams();

  // A missing or outdated name in the address still opens the part, then shows the right one.
  useCanonicalPath(
    part && (slug ?? '') !== slugify(part.name) ? partPath(section, part.id, part.name) : null,
  );

  if (query.isPending) return <PartDetailSkeleton />;
  // Offline: a part not opened on this device before cannot be read offline; say why.
  if (!part && query.error instanceof ApiError && query.error.status === 0)
    return (
      <EmptyState
        title="Sin conexión"
        message="Esta autoparte no se abrió antes en este teléfono. Podrás verla cuando vuelva la conexión."
      />
    );
  if (!part) return <PartNotFound />;
  return <PartDetailView part={part} section={section} />;
}

/** Part detail at /autopart/{id}/{slug} and /sales/autopart/{id}/{slug} (docs/product.md §2). */
export function PartDetailPage({ section }: { section: PartDetailSection }) {
  // An id that cannot name a part shows the not-found panel without a call.
  const id = parseDigitsAsId(useParams().id ?? '');
  if (id === null) return <PartNotFound />;
  return <PartDetailLoader key={id} id={id} section={section} />;
}

export const PART_DETAIL_PAGES = {
  search: () => <PartDetailPage section="search" />,
  sales: () => <PartDetailPage section="sales" />,
};
