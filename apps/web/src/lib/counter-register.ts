import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api, ok } from './api';

// Which register («Caja») this device's counter uses: chosen once on the «Caja» screen or at the
// counter, kept on the device (two counters of one store are two devices). Shared by the counter,
// which sends it with a payment, and «Caja», where it is chosen.

const KEY = 'yonke.counter-register';
const listeners = new Set<() => void>();

function read(): number | null {
  const value = Number(localStorage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const cashRegistersKey = ['cash', 'registers'] as const;

export function useCashRegisters() {
  return useQuery({
    queryKey: cashRegistersKey,
    queryFn: ({ signal }) => ok(api.GET('/api/cash/registers', { signal }), { silent: true }),
  });
}

/** The device's register among the company's, and a way to choose another. */
export function useCounterRegister() {
  const registers = useCashRegisters();
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const list = registers.data ?? [];
  // With a single register there is nothing to choose.
  const register = list.find((row) => row.id === stored) ?? (list.length === 1 ? list[0] : undefined) ?? null;
  const choose = useCallback((id: number | null) => {
    if (id === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(id));
    for (const listener of listeners) listener();
  }, []);
  return { registers: list, loaded: registers.isSuccess, register, choose };
}
