// @vitest-environment node
// The README's recipe for an area, followed in a copy of the tree: nothing else is edited, and the copy must
// typecheck and find the area everywhere (navigation, guarded screens, translations, fake, contract).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const AREA = join(ROOT, 'tests/fixtures/throwawayArea');
const TREE = [
  'dataProvider',
  'deploy',
  'resources',
  'src',
  'i18n',
  'scripts',
  'tests/setup.ts',
  'tests/support',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
];
const ENDPOINTS = 'dataProvider/endpoints.ts';
const TABLE_START = 'export const endpoints = {\n';

let copy: string;

function run(command: string, args: string[]) {
  const result = spawnSync(join(copy, 'node_modules/.bin', command), args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: '', NO_COLOR: '1' },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'throwaway-area-'));
  for (const entry of TREE) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  cpSync(join(AREA, 'resources'), join(copy, 'resources'), { recursive: true });
  cpSync(join(AREA, 'dataProvider'), join(copy, 'dataProvider'), { recursive: true });
  cpSync(join(AREA, 'tests'), join(copy, 'tests'), { recursive: true });
  const endpoints = readFileSync(join(copy, ENDPOINTS), 'utf8');
  expect(endpoints).toContain(TABLE_START);
  const row = readFileSync(join(AREA, 'endpointRow.txt'), 'utf8');
  writeFileSync(join(copy, ENDPOINTS), endpoints.replace(TABLE_START, TABLE_START + row));
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("an area added by the README's recipe alone, in a copy of the tree", () => {
  it('typechecks with nothing else edited', () => {
    const { status, output } = run('tsc', ['--noEmit', '--pretty', 'false', '-p', 'tsconfig.json']);
    expect(output).toBe('');
    expect(status).toBe(0);
    // A whole-tree typecheck: over a minute on a 2-core machine that runs the other tests beside it.
  }, 240_000);

  it('is found by the navigation, the guarded routes, the translations, the fake and the contract', () => {
    const { status, output } = run('vitest', ['run', 'tests/integration/parcels.test.tsx']);
    expect(output).toMatch(/Tests\s+5 passed \(5\)/);
    expect(status).toBe(0);
  }, 240_000);
});
