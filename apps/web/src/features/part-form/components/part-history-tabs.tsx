import { Paper, Stack, Tabs } from '@mantine/core';
import type { Part } from '@yonke/domain/schemas';
import { CommentBox } from '../../../components/comment-box';
import { HistoryList } from '../../../components/history-list';
import { ApiError } from '../../../lib/api-client';
import { useAddComment } from '../../../lib/parts';

/** Comentarios (everyone) and Actividad (roles 1, 2, 5, when the server sends it). */
export function PartHistoryTabs({ part, showActivity }: { part: Part; showActivity: boolean }) {
  const comment = useAddComment(part.id);
  const error = comment.error instanceof ApiError ? comment.error.field('comment') : undefined;
  const activity = showActivity ? part.activity : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Tabs defaultValue="comments" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="comments">Comentarios</Tabs.Tab>
          {activity && <Tabs.Tab value="activity">Actividad</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="comments">
          <Stack gap="sm">
            <HistoryList
              label="Comentarios"
              empty="Todavía no hay comentarios."
              entries={(part.comments ?? []).map((entry) => ({ ...entry, text: entry.comment }))}
            />
            <CommentBox
              onSubmit={(text) => comment.mutateAsync(text)}
              pending={comment.isPending}
              error={error}
            />
          </Stack>
        </Tabs.Panel>
        {activity && (
          <Tabs.Panel value="activity">
            <HistoryList
              label="Actividad"
              empty="Sin actividad registrada."
              entries={activity.map((entry) => ({ ...entry, text: entry.activity }))}
            />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
