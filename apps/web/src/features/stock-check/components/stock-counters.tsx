import { Group, Paper, Text } from '@mantine/core';
import classes from './stock-check.module.css';

function Counter({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: number;
  color: string;
  testId: string;
}) {
  return (
    <Paper
      withBorder
      px={4}
      py={4}
      radius="md"
      className={classes.counter}
      bg={`var(--mantine-color-${color}-0)`}
    >
      <Text fw={800} size="lg" c={`${color}.8`} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text c="dark.4" fw={600} className={classes.counterLabel}>
        {label}
      </Text>
    </Paper>
  );
}

/** Encontradas, Agregadas and Faltantes of the count in progress. */
export function StockCounters({ counts }: { counts: { found: number; added: number; missing: number } }) {
  return (
    <Group gap={4} wrap="nowrap" data-testid="stock-counters" className={classes.pinnedCounters}>
      <Counter label="Encontradas" value={counts.found} color="blue" testId="count-found" />
      <Counter label="Agregadas" value={counts.added} color="green" testId="count-added" />
      <Counter label="Faltantes" value={counts.missing} color="red" testId="count-missing" />
    </Group>
  );
}
