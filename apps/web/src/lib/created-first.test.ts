import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { putCreatedFirst } from './created-first';

interface Row {
  id: number;
  name: string;
}

/** A list load that answers when the test says, as a slow server does. */
function slowList() {
  const answers: ((rows: Row[]) => void)[] = [];
  return {
    queryKey: ['rows'] as const,
    queryFn: () => new Promise<Row[]>((resolve) => answers.push(resolve)),
    answer: (rows: Row[]) => answers.shift()?.(rows),
    get waiting() {
      return answers.length;
    },
  };
}

// No retries: a load that fails must show, not be tried again.
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const A = { id: 1, name: 'A-1' };
const B = { id: 2, name: 'B-1' };
const CREATED = { id: 3, name: 'Z-9' };

describe('putCreatedFirst', () => {
  it('keeps the new row first when the first load of the list lands after the create', async () => {
    const client = newClient();
    const list = slowList();
    // The page has just opened: its load is under way when the create answers.
    const opening = client.prefetchQuery(list);
    const placed = putCreatedFirst(client, list, CREATED);
    // Asked before the row existed: the server's list, sorted by name, lacks it.
    list.answer([A, B]);
    await Promise.all([opening, placed]);
    expect(client.getQueryData(list.queryKey)).toEqual([CREATED, A, B]);
    expect(list.waiting).toBe(0);
  });

  it('cancels a refresh of a shown list, so its older answer cannot replace the new row', async () => {
    const client = newClient();
    const list = slowList();
    client.setQueryData(list.queryKey, [A, B]);
    // A refresh (focus, remount) already under way when the create answers.
    const refresh = client.fetchQuery(list).catch(() => undefined);
    expect(list.waiting).toBe(1);
    await putCreatedFirst(client, list, CREATED);
    list.answer([A, B]);
    await refresh;
    expect(client.getQueryData(list.queryKey)).toEqual([CREATED, A, B]);
  });

  it('puts the row first once, also when the list already holds it', async () => {
    const client = newClient();
    const list = slowList();
    client.setQueryData(list.queryKey, [A, CREATED, B]);
    await putCreatedFirst(client, list, CREATED);
    expect(client.getQueryData(list.queryKey)).toEqual([CREATED, A, B]);
  });
});
