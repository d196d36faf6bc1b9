import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@yonke/domain';
import type { ActivityEntry } from '@yonke/domain/schemas';
import classes from './history-list.module.css';
import { UserAvatar } from './user-avatar';

export interface HistoryEntry {
  id: number;
  text: string;
  created_at: string;
  user: { name: string; avatar_url: string | null } | null;
}

/**
 * Comments or activity of a part, newest first, in a box of about 24rem that scrolls (spec
 * section 2). Shared by the detail and edit screens.
 */
export function HistoryList({
  entries,
  empty,
  label,
}: {
  entries: HistoryEntry[];
  empty: string;
  label: string;
}) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={classes.entry}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <UserAvatar name={entry.user?.name} src={entry.user?.avatar_url} radius="xl" size={36} />
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Group gap={8} wrap="wrap" align="baseline">
                <Text size="sm" fw={600}>
                  {entry.user?.name ?? 'Sistema'}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at)}
                </Text>
              </Group>
              <Text size="sm" className={classes.text}>
                {entry.text}
              </Text>
            </Stack>
          </Group>
        </li>
      ))}
    </ul>
  );
}

/**
 * An activity log (a part's, a user's or a company's) as a history list: one mapping from the API's
 * activity line and one empty text for every screen that shows one.
 */
export function ActivityList({ activity, label }: { activity: readonly ActivityEntry[]; label: string }) {
  return (
    <HistoryList
      entries={activity.map((entry) => ({
        id: entry.id,
        text: entry.activity,
        created_at: entry.created_at,
        user: entry.user,
      }))}
      empty="Sin actividad registrada."
      label={label}
    />
  );
}
