#!/usr/bin/env node
// Says which Node runs the project. The project brings its own (the registry package
// node-<os>-<cpu>, see docs/decisions/004-own-node.md) and npm puts node_modules/.bin first in
// PATH, so npm scripts and what they spawn run on it. On a platform the package does not cover,
// the machine's Node runs instead: this line makes that visible in every log.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_NODE_MAJOR = 24;

export function nodeVersionLine() {
  const major = Number(process.versions.node.split('.')[0]);
  const where = path.relative(process.cwd(), process.execPath) || process.execPath;
  const line = `Node ${process.version} (${where.startsWith('..') ? process.execPath : where})`;
  return major >= REQUIRED_NODE_MAJOR
    ? line
    : `${line}. Aviso: el proyecto se prueba con Node ${REQUIRED_NODE_MAJOR}; ejecuta npm ci para instalarlo en node_modules`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(nodeVersionLine());
}
