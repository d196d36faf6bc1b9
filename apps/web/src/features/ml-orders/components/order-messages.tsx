import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@yonke/domain';
import type { MlConversation, MlMessage } from '@yonke/domain/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useOrderMessages, useSendMessage } from '../api/post-sale';

/** The order's post-sale conversation with the buyer and the reply form. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const conversation = useOrderMessages(orderId);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Mensajes con el comprador
        </Title>
        {conversation.data && conversation.data.unread_count > 0 && (
          <Badge color="red">{conversation.data.unread_count} sin leer</Badge>
        )}
      </Group>
      {conversation.isError ? (
        <Alert color="red">No se pudieron cargar los mensajes. Intenta de nuevo.</Alert>
      ) : !conversation.data ? (
        <Skeleton height={120} />
      ) : (
        <Conversation orderId={orderId} conversation={conversation.data} />
      )}
    </Paper>
  );
}

export function Conversation({ orderId, conversation }: { orderId: number; conversation: MlConversation }) {
  return (
    <Stack gap="sm">
      {conversation.notice && <Alert color="yellow">{conversation.notice}</Alert>}
      {conversation.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay mensajes en esta venta.
        </Text>
      ) : (
        <Stack gap="xs" aria-label="Conversación">
          {conversation.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      )}
      {conversation.blocked_reason ? (
        <Alert color="yellow" title="No se puede responder">
          {conversation.blocked_reason}
        </Alert>
      ) : (
        <ReplyForm orderId={orderId} conversation={conversation} />
      )}
    </Stack>
  );
}

function MessageBubble({ message }: { message: MlMessage }) {
  const mine = message.from === 'seller';
  return (
    <Box
      p="sm"
      maw="85%"
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: 8,
        background: mine ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
      }}
    >
      <Group gap={6} mb={4} wrap="wrap">
        <Text size="xs" fw={600}>
          {mine ? `Tú${message.sent_by_name ? ` (${message.sent_by_name})` : ''}` : 'Comprador'}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.sent_at)}
        </Text>
        <Badge size="xs" variant="light" color={message.read_at ? 'gray' : mine ? 'gray' : 'red'}>
          {mine
            ? message.read_at
              ? 'Leído por el comprador'
              : 'Sin leer por el comprador'
            : message.read_at
              ? 'Leído'
              : 'No leído'}
        </Badge>
        {message.status && message.status !== 'available' && (
          <Badge size="xs" variant="light" color="orange">
            {message.status === 'moderated'
              ? 'Moderado'
              : message.status === 'rejected'
                ? 'Rechazado'
                : message.status}
          </Badge>
        )}
      </Group>
      {/* The buyer's text as text: any HTML in it is shown, never rendered. */}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
    </Box>
  );
}

function ReplyForm({ orderId, conversation }: { orderId: number; conversation: MlConversation }) {
  const send = useSendMessage(orderId);
  const [text, setText] = useState('');
  const [option, setOption] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // One key per message: a second click (or a retry of the same message) sends nothing more.
  const requestId = useRef(crypto.randomUUID());
  const chosen = conversation.options.find((candidate) => candidate.id === option);
  const needsText = !conversation.needs_option || chosen?.free_text === true;
  const max = chosen?.char_limit ?? conversation.max_length;
  const length = [...text].length;

  if (conversation.needs_option && conversation.options.length === 0) {
    return (
      <Alert color="yellow">
        El comprador no ha escrito y Mercado Libre no ofrece motivos para escribirle en esta venta.
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (conversation.needs_option && !option) {
      setError('Elige el motivo del mensaje.');
      return;
    }
    send.mutate(
      {
        request_id: requestId.current,
        ...(needsText ? { text } : {}),
        ...(option ? { option_id: option } : {}),
      },
      {
        onSuccess: () => {
          setText('');
          setOption(null);
          setError(undefined);
          requestId.current = crypto.randomUUID();
          notifySuccess('Mensaje enviado');
        },
        onError: (failure) => {
          if (failure instanceof ApiError)
            setError(failure.field('text') ?? failure.field('option_id') ?? failure.message);
          else setError('No se pudo enviar el mensaje. Intenta de nuevo.');
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        {conversation.needs_option && (
          <Select
            label="Motivo del mensaje"
            description="El comprador no ha escrito: Mercado Libre pide elegir un motivo."
            placeholder="Elige un motivo"
            data={conversation.options.map((candidate) => ({
              value: candidate.id,
              label: candidate.cap_available > 0 ? candidate.label : `${candidate.label} (ya usado)`,
              disabled: candidate.cap_available <= 0,
            }))}
            value={option}
            onChange={(value) => {
              setOption(value);
              setError(undefined);
            }}
            size="md"
            allowDeselect={false}
          />
        )}
        {needsText ? (
          <Textarea
            label={conversation.needs_option ? 'Mensaje' : 'Tu respuesta'}
            description={`${length} de ${max} caracteres`}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(undefined);
            }}
            error={error ?? (length > max ? `El mensaje no debe pasar de ${max} caracteres.` : undefined)}
            rows={3}
            size="md"
          />
        ) : (
          <>
            {chosen && (
              <Text size="sm" c="dimmed">
                Se enviará el texto de Mercado Libre para «{chosen.label}».
              </Text>
            )}
            {error && (
              <Text size="sm" c="red">
                {error}
              </Text>
            )}
          </>
        )}
        <Button
          type="submit"
          mih={48}
          loading={send.isPending}
          disabled={(needsText && (length === 0 || length > max)) || !conversation.can_reply}
        >
          Enviar mensaje
        </Button>
      </Stack>
    </Box>
  );
}
