const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** No script, no outside resource: the page only shows text and a link. */
export const OAUTH_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { min-height: 100%; background: #f1f3f5; color: #212529;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif; }
main { max-width: 520px; margin: 12vh auto 0; padding: 32px 24px; background: #fff; border-radius: 12px;
  box-shadow: 0 1px 3px rgba(0,0,0,.08); text-align: center; }
.icon { width: 56px; height: 56px; margin: 0 auto 16px; border-radius: 50%; display: grid; place-items: center;
  font-size: 30px; font-weight: 700; color: #fff; }
.ok .icon { background: #2f9e44; }
.fail .icon { background: #e03131; }
h1 { font-size: 22px; line-height: 1.3; margin-bottom: 12px; }
p { font-size: 16px; line-height: 1.5; color: #495057; margin-bottom: 24px; overflow-wrap: anywhere; }
a { display: inline-block; padding: 10px 20px; border-radius: 6px; background: #1c7ed6; color: #fff;
  text-decoration: none; font-weight: 600; }
a:focus-visible { outline: 3px solid #74c0fc; outline-offset: 2px; }
@media (max-width: 560px) { main { margin: 24px 12px 0; } }
`;

/** The page the person lands on after the marketplace's authorisation screen. */
export function renderOAuthResultPage(result: { ok: boolean; title: string; message: string }): string {
  const kind = result.ok ? 'ok' : 'fail';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(result.title)} · Mercado Libre</title>
<style>${STYLE}</style>
</head>
<body>
<main class="${kind}" role="${result.ok ? 'status' : 'alert'}">
<div class="icon" aria-hidden="true">${result.ok ? '✓' : '!'}</div>
<h1>${escapeHtml(result.title)}</h1>
<p>${escapeHtml(result.message)}</p>
<a href="/storesMl">Volver a Tiendas</a>
</main>
</body>
</html>`;
}
