// What the browser downloads for the sign-in screen and for the search screen after it:
// JavaScript and CSS, gzip-compressed, read from Vite's build manifest.
// Usage: npm run bench:web   (builds the web app first)
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureDir, ROOT } from './support.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.join(ROOT, 'apps', 'web', 'dist');
if (!process.argv.includes('--no-build')) execSync('npm run --silent build', { cwd: ROOT, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically: what loading it costs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
  return seen;
}

function files(keys: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length;
const sum = (list: Set<string>) => [...list].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;
const catalogueKey = Object.keys(manifest).find((key) =>
  key.endsWith('features/catalogue/components/catalogue-page.tsx'),
);
if (!catalogueKey) throw new Error('catalogue chunk not found in the manifest');

const signIn = files(closure(entryKey));
const search = files(closure(catalogueKey, closure(entryKey)));
const report = {
  date: new Date().toISOString(),
  signIn: { js: sum(signIn.js), css: sum(signIn.css), files: [...signIn.js] },
  search: { js: sum(search.js), css: sum(search.css), files: [...search.js] },
  allJs: Object.values(manifest).reduce((total, chunk) => total + gzipSize(chunk.file), 0),
};
console.log(`Inicio de sesión: JS ${kb(report.signIn.js)} · CSS ${kb(report.signIn.css)} (gzip)`);
console.log(
  `Buscador (incluye lo anterior): JS ${kb(report.search.js)} · CSS ${kb(report.search.css)} (gzip) — meta ≤ 250 KB de JS`,
);
console.log(`Toda la aplicación (todas las pantallas): JS ${kb(report.allJs)} (gzip)`);
const out = path.join(ROOT, 'bench', 'results', 'web.json');
ensureDir(out);
writeFileSync(out, JSON.stringify(report, null, 2));
