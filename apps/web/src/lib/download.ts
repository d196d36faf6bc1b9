import { notifications } from '@mantine/notifications';

const GENERIC_MESSAGE = 'No se pudo descargar el archivo. Inténtalo de nuevo en unos momentos.';

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/** The name the server chose (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file the API streams (an export, an error sheet, the template): a plain link
 * cannot send the XSRF header a POST with filters needs. The server's Spanish message is shown
 * when it refuses.
 */
export async function downloadFile(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; fallbackName: string },
): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    notifications.show({ color: 'red', message: GENERIC_MESSAGE, autoClose: 5000 });
    return;
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    notifications.show({ color: 'red', message: data?.message ?? GENERIC_MESSAGE, autoClose: 5000 });
    return;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
