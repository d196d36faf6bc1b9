import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <IconError404 size={72} stroke={1.2} color="var(--mantine-color-gray-5)" />
        <Title order={1} size="h2">
          Página no encontrada
        </Title>
        <Text c="dimmed" ta="center">
          La dirección que abriste no existe o ya no está disponible.
        </Text>
        <Button component={Link} to="/" mt="sm">
          Ir al inicio
        </Button>
      </Stack>
    </Center>
  );
}
