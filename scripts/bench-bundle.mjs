// Static analysis of the production build for `npm run bench`: which JS the first screen needs, and how big
// every chunk is (raw and gzip -9).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Skips a JS string literal, template literal or comment starting at i; returns the index after it. */
function skipLiteral(src, i) {
  const c = src[i];
  if (c === '"' || c === "'" || c === '`') {
    for (let j = i + 1; j < src.length; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === c) return j + 1;
    }
    return src.length;
  }
  if (src.startsWith('//', i)) {
    const end = src.indexOf('\n', i);
    return end < 0 ? src.length : end + 1;
  }
  if (src.startsWith('/*', i)) {
    const end = src.indexOf('*/', i + 2);
    return end < 0 ? src.length : end + 2;
  }
  return i;
}

/** Index just after the statement starting at i (the `;` at bracket depth 0, string-aware). */
function statementEnd(src, i) {
  let depth = 0;
  while (i < src.length) {
    const next = skipLiteral(src, i);
    if (next !== i) {
      i = next;
      continue;
    }
    const c = src[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ';' && depth === 0) return i + 1;
    else if (c === '\n' && depth === 0 && /^\s*(import|export)[\s{*"'`]/.test(src.slice(i + 1, i + 20))) return i + 1;
    i++;
  }
  return i;
}

/**
 * The static imports (and re-exports) at the top of a built ES module chunk: `import{a as b}from"./x.js"`,
 * `import"./x.js"`, `export*from"./x.js"`. Vite's `const __vite__mapDeps=…` preamble is skipped; dynamic
 * `import()` is not a static import and is not counted. Stops at the first other statement.
 */
export function staticImports(src) {
  const found = [];
  let i = 0;
  for (;;) {
    while (i < src.length && /\s/.test(src[i])) i++;
    if (src.startsWith('//', i) || src.startsWith('/*', i)) {
      i = skipLiteral(src, i);
      continue;
    }
    const rest = src.slice(i, i + 40);
    if (/^const\s+__vite__mapDeps\s*=/.test(rest)) {
      i = statementEnd(src, i);
      continue;
    }
    const isImport =
      /^import\s*[{*"'\w$]/.test(rest) && !/^import\s*\(/.test(rest) && !/^import\s*\.\s*meta/.test(rest);
    const isReexport = /^export\s*(\*|\{[^}]*\}\s*from)/.test(src.slice(i, i + 2000));
    if (!isImport && !isReexport) break;
    const end = statementEnd(src, i);
    const statement = src.slice(i, end);
    if (isReexport && !/from\s*["'`]/.test(statement)) break;
    const spec = statement.match(/["'`]([^"'`]+)["'`]\s*;?\s*$/);
    if (spec) found.push(spec[1]);
    i = end;
  }
  return found;
}

/** `UserList-Cq7lnOrm.js` -> `UserList` (Vite's content hash is 8 characters of [A-Za-z0-9_-]). */
export const chunkStem = (name) => name.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

/** Parses dist/index.html and dist/assets; returns everything the bench reports about bytes. */
export function analyseBuild(dist = 'dist', { areaNames = [] } = {}) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entryTag = tags.find((t) => t.startsWith('<script') && /type\s*=\s*["']module["']/.test(t) && attr(t, 'src'));
  if (!entryTag) throw new Error('no <script type="module" src> in dist/index.html');
  const toFile = (href) => join(dist, href.replace(/^\//, '').split(/[?#]/)[0]);
  const entry = toFile(attr(entryTag, 'src'));
  const modulepreloads = tags
    .filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'modulepreload')
    .map((t) => toFile(attr(t, 'href')));
  const cssLinks = tags
    .filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'stylesheet')
    .map((t) => toFile(attr(t, 'href')));

  // Entry plus everything it imports statically, transitively.
  const firstScreen = new Set();
  const importsOf = new Map();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (firstScreen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${file} is imported but missing`);
    firstScreen.add(file);
    const deps = staticImports(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
      .map((spec) => (spec.startsWith('/') ? toFile(spec) : join(file, '..', spec)));
    importsOf.set(file, deps);
    queue.push(...deps);
  }

  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = join(assets, name);
      const buffer = readFileSync(file);
      const text = buffer.toString('utf8');
      const stem = chunkStem(name);
      return {
        name,
        file,
        raw: buffer.length,
        gzip: gzipSize(buffer),
        firstScreen: firstScreen.has(file),
        entry: file === entry,
        fakeApi: /setupWorker/.test(text) || (/\bmsw\b/.test(text) && /^browser-/.test(name)),
        area: areaNames.includes(stem),
      };
    })
    .sort((a, b) => Number(b.firstScreen) - Number(a.firstScreen) || b.raw - a.raw);

  const cssFiles = [
    ...new Set([
      ...cssLinks,
      ...readdirSync(assets)
        .filter((n) => n.endsWith('.css'))
        .map((n) => join(assets, n)),
    ]),
  ];
  const css = cssFiles.map((file) => {
    const buffer = readFileSync(file);
    return { name: basename(file), raw: buffer.length, gzip: gzipSize(buffer), firstScreen: cssLinks.includes(file) };
  });

  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const fs = chunks.filter((c) => c.firstScreen);
  const htmlBuffer = Buffer.from(html);
  return {
    entry: basename(entry),
    modulepreloads: modulepreloads.map((f) => basename(f)),
    // Statically imported chunks Vite did not list as modulepreload (fetched one round trip later), and the reverse.
    notPreloaded: fs.filter((c) => !c.entry && !modulepreloads.includes(c.file)).map((c) => c.name),
    preloadedNotImported: modulepreloads.filter((f) => !firstScreen.has(f)).map((f) => basename(f)),
    chunks,
    css,
    html: { raw: htmlBuffer.length, gzip: gzipSize(htmlBuffer) },
    firstScreenJs: { count: fs.length, raw: sum(fs, 'raw'), gzip: sum(fs, 'gzip') },
    firstScreenCss: {
      count: css.filter((c) => c.firstScreen).length,
      raw: sum(
        css.filter((c) => c.firstScreen),
        'raw',
      ),
      gzip: sum(
        css.filter((c) => c.firstScreen),
        'gzip',
      ),
    },
    allJs: { count: chunks.length, raw: sum(chunks, 'raw'), gzip: sum(chunks, 'gzip') },
    allCss: { count: css.length, raw: sum(css, 'raw'), gzip: sum(css, 'gzip') },
  };
}
