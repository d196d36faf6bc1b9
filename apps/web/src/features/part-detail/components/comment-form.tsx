import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAddComment } from '../api/add-comment';

/** Adds a comment with the Comentar button or Enter (Shift+Enter starts a new line). */
export function CommentForm({ partId }: { partId: number }) {
  const [text, setText] = useState('');
  const mutation = useAddComment(partId);
  const error = mutation.error instanceof ApiError ? mutation.error.field('comment') : undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '' || mutation.isPending) return;
    mutation.mutate(text, { onSuccess: () => setText('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Comentario"
          placeholder="Escribe un comentario"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={2000}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={16} />}>
          Comentar
        </Button>
      </Group>
    </form>
  );
}
