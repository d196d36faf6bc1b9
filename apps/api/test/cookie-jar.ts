/** The browser's part both test clients share: a cookie jar and a lenient JSON reading of answers. */

/** Keeps what the answer's Set-Cookie headers set; an expired or emptied cookie leaves the jar. */
export function storeCookies(jar: Map<string, string>, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (!key) continue;
    const value = rest.join('=');
    if (/max-age=0/i.test(cookie) || value === '') jar.delete(key.trim());
    else jar.set(key.trim(), value);
  }
}

/** The answer's body as JSON, or null when it is empty or not JSON. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field
export function jsonOrNull(text: string): any {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
