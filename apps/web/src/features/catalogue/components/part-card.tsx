import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { mlStatusColor, mlStatusLabel, partPath, statusColor } from '@yonke/domain';
import type { SearchRow } from '@yonke/domain/schemas';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/thumbnail';
import { formatMoney, partCode } from '../../../lib/format';
import type { CatalogueSection } from '../sections';
import classes from './part-card.module.css';

export function PartCard({ part, section }: { part: SearchRow; section: CatalogueSection }) {
  return (
    <Card
      component={Link}
      to={partPath(section, part.id, part.name)}
      withBorder
      padding={0}
      radius="md"
      className={classes.card}
      data-testid="part-card"
    >
      <div className={classes.media}>
        <Thumbnail src={part.url_thumbnail} alt={part.name} />
      </div>
      <Stack gap={4} p="sm" className={classes.body}>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {part.store}
          </Text>
          <Text size="xs" fw={600} c="blue.7" className={classes.code}>
            {partCode(part.id)}
          </Text>
        </Group>
        <Text fw={600} size="sm" lineClamp={2} className={classes.name}>
          {part.name || 'Sin nombre'}
        </Text>
        <Text fw={700} size="lg">
          {formatMoney(part.sale_price)}
        </Text>
        <Group gap={6} mt="auto">
          {part.ml_status && (
            <Badge size="sm" variant="light" color={mlStatusColor(part.ml_status)}>
              ML: {mlStatusLabel(part.ml_status)}
            </Badge>
          )}
          <Badge size="sm" color={statusColor(part.status.id)}>
            {part.status.name}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
