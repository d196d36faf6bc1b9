import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An empty stock check saying what to scan next, with the button that opens the scanner. */
export function ScanPrompt({
  icon,
  title,
  hint,
  onScan,
}: {
  icon?: ReactNode;
  title: string;
  hint: string;
  onScan: () => void;
}) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <Stack align="center" gap={6}>
        {icon}
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {hint}
        </Text>
        <Button mt="xs" leftSection={<IconQrcode size={18} />} onClick={onScan}>
          Escanear
        </Button>
      </Stack>
    </Paper>
  );
}
