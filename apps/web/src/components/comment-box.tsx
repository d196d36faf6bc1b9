import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';

interface CommentBoxProps {
  /** Resolves when the comment was stored; the box then empties. */
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  error?: string;
  disabled?: boolean;
}

/** Adds a comment with the Comentar button or Enter (Shift+Enter starts a new line). */
export function CommentBox({ onSubmit, pending, error, disabled }: CommentBoxProps) {
  const [text, setText] = useState('');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '' || pending || disabled) return;
    onSubmit(text).then(
      () => setText(''),
      () => undefined,
    );
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
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={pending} disabled={disabled} leftSection={<IconSend size={16} />}>
          Comentar
        </Button>
      </Group>
    </form>
  );
}
