import { useSearchParams } from 'react-router';

/** The ticket on the counter lives in the address (?ticket=12), so a reload or a shared link keeps it. */
export function useCounterTicket() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('ticket');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const setId = (next: number | null) =>
    setParams(next === null ? {} : { ticket: String(next) }, { replace: next === null });
  return [id, setId] as const;
}
