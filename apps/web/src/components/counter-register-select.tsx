import { Select } from '@mantine/core';
import type { useCounterRegister } from '../lib/counter-register';

/**
 * Which of the company's registers this device's counter uses, asked only when there are several:
 * cash taken here goes into (or out of) that register's open session.
 */
export function CounterRegisterSelect({
  counter,
  error,
}: {
  counter: ReturnType<typeof useCounterRegister>;
  error?: string;
}) {
  const { registers, register, choose } = counter;
  if (registers.length < 2) return null;
  return (
    <Select
      label="Caja de este mostrador"
      placeholder="Elige la caja"
      data={registers.map((row) => ({ value: String(row.id), label: row.name }))}
      value={register ? String(register.id) : null}
      onChange={(value) => choose(value ? Number(value) : null)}
      allowDeselect={false}
      error={error}
    />
  );
}
