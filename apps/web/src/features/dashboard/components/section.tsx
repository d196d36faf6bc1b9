import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the Tablero: its title names the region; `empty` replaces the body when there is nothing to show. */
export function Section({
  title,
  children,
  empty,
}: {
  title: string;
  children: ReactNode;
  empty?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {empty ?? children}
    </Card>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
