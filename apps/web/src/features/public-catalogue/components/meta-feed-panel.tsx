import {
  Alert,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useMetaFeed } from '../api/get-meta-feed';
import { useRegenerateMetaFeed } from '../api/regenerate-meta-feed';
import { META_FEED_TEXT } from '../messages';

/**
 * The Meta catalogue feed of one company (docs/product.md §10, Catálogo público): the address to
 * paste into Commerce Manager, when it was last read, how many parts it holds and why some are
 * left out; changing the address is apart, at the bottom, and asks first.
 */
/** A host only this network reaches: Meta's crawler, on the internet, never could. */
const LOCAL_HOST = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[?::1\]?$|[^.]+$)/;

function isLocalAddress(url: string): boolean {
  try {
    return LOCAL_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function MetaFeedPanel({ companyId }: { companyId: number }) {
  const feed = useMetaFeed(companyId);
  const regenerate = useRegenerateMetaFeed();
  const data = feed.data;

  const confirmRegenerate = () =>
    modals.openConfirmModal({
      title: META_FEED_TEXT.regenerateTitle,
      children: <Text size="sm">{META_FEED_TEXT.regenerateText}</Text>,
      labels: { confirm: META_FEED_TEXT.regenerateConfirm, cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        regenerate.mutate(companyId, { onSuccess: () => notifySuccess(META_FEED_TEXT.regenerated) }),
    });

  const leftOut = data ? data.without_photo + data.without_price : 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="meta-feed-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="meta-feed-title">
            {META_FEED_TEXT.title}
          </Title>
          <Text size="sm" c="dimmed">
            {META_FEED_TEXT.intro}
          </Text>
        </Stack>
        {feed.isLoading && <Loader aria-label="Cargando" />}
        {feed.isError && (
          <Alert color="red" icon={<IconAlertTriangle />}>
            {META_FEED_TEXT.loadError}
          </Alert>
        )}
        {data && (
          <>
            {isLocalAddress(data.url) && (
              <Alert color="yellow" icon={<IconAlertTriangle />}>
                {META_FEED_TEXT.localAddress}
              </Alert>
            )}
            {!data.active && (
              <Alert color="yellow" icon={<IconAlertTriangle />}>
                {META_FEED_TEXT.inactive}
              </Alert>
            )}
            <Stack gap={6}>
              <TextInput
                label={META_FEED_TEXT.addressLabel}
                description={META_FEED_TEXT.addressHelp}
                value={data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                data-testid="meta-feed-url"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              />
              <Group>
                <CopyButton value={data.url}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      color={copied ? 'teal' : 'blue'}
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      onClick={copy}
                      h={44}
                    >
                      {copied ? META_FEED_TEXT.copied : META_FEED_TEXT.copy}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" data-testid="meta-feed-items">
                {META_FEED_TEXT.items(data.items)}
              </Text>
              {leftOut > 0 && (
                <Text size="sm" c="dimmed" data-testid="meta-feed-left-out">
                  {META_FEED_TEXT.leftOut(data.without_photo, data.without_price)}
                </Text>
              )}
              <Text size="sm" data-testid="meta-feed-read">
                {data.read_at
                  ? META_FEED_TEXT.readAt(formatDateTime(data.read_at), data.read_by_meta === true)
                  : META_FEED_TEXT.neverRead}
              </Text>
            </Stack>
            <Divider />
            <Stack gap={6}>
              <Text size="sm" c="dimmed">
                {META_FEED_TEXT.regenerateHelp}
              </Text>
              <Group justify="flex-start">
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconRefresh size={16} />}
                  onClick={confirmRegenerate}
                  loading={regenerate.isPending}
                  h={44}
                >
                  {META_FEED_TEXT.regenerate}
                </Button>
              </Group>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
