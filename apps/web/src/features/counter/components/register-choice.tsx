import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CounterRegisterSelect } from '../../../components/counter-register-select';
import { useCounterRegister } from '../../../lib/counter-register';

/**
 * The counter's register: cash is taken only into its open session (every company has «Caja 1»),
 * so the screen says which one it is and, when it is not open, how to open it.
 */
export function RegisterChoice({ takesCash }: { takesCash: boolean }) {
  const counter = useCounterRegister();
  const { registers, register } = counter;
  if (registers.length === 0 && !takesCash) return null;
  const open = register?.open_session?.status === 'abierta';
  return (
    <>
      <CounterRegisterSelect counter={counter} />
      {registers.length === 1 && register && (
        <Text size="sm" c="dimmed">
          Caja: {register.name}
        </Text>
      )}
      {takesCash && !open && (
        <Alert
          color="yellow"
          title={
            register
              ? `La caja «${register.name}» no está abierta`
              : registers.length === 0
                ? 'Tu empresa no tiene caja'
                : 'Elige la caja'
          }
        >
          Para cobrar en efectivo abre la caja: ve a{' '}
          <Anchor component={Link} to="/cash">
            «Caja»
          </Anchor>{' '}
          y pulsa «Abrir caja» con el fondo inicial. Los pagos con tarjeta o transferencia no la necesitan.
        </Alert>
      )}
    </>
  );
}
