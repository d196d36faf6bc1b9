import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

interface TemporaryPasswordModalProps {
  /** The password and whose it is; null closes the modal. */
  shown: { email: string; password: string } | null;
  onClose: () => void;
}

/**
 * The temporary password, shown this once: the server keeps only its hash and never sends it
 * again, so the administrator copies it now and gives it to the person.
 */
export function TemporaryPasswordModal({ shown, onClose }: TemporaryPasswordModalProps) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title="Contraseña temporal" centered>
      {shown && (
        <Stack gap="md">
          <Text size="sm">
            Entrégala a <strong>{shown.email}</strong>. Al entrar deberá elegir una contraseña nueva.
          </Text>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Code fz="xl" p="sm" data-testid="temporary-password" style={{ userSelect: 'all' }}>
              {shown.password}
            </Code>
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? 'Copiada' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" icon={<IconKey size={18} />}>
            Solo se muestra esta vez. Si se pierde, restablece la contraseña de nuevo.
          </Alert>
          <Button onClick={onClose}>Listo</Button>
        </Stack>
      )}
    </Modal>
  );
}
