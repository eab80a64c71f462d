// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREA_CONTRACTS, EXAMPLES, SCHEMAS } from '@/dataProvider/contract/schemas';
import { CONTRACT_CALLS, contractCall } from '@/dataProvider/contract/calls';

const SCHEMAS_FOLDER = fileURLToPath(new URL('../../dataProvider/contract/schemas/', import.meta.url));
/** The files there that hold what the areas share, not an area. */
const SHARED = ['common.ts', 'enums.ts', 'index.ts', 'problems.ts'];
const nameOf = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe("the areas' contracts, each found in its own file", () => {
  it('finds every area file in dataProvider/contract/schemas/, so an area that forgets its `contract` is missed by no one', () => {
    const areaFiles = readdirSync(SCHEMAS_FOLDER).filter((file) => file.endsWith('.ts') && !SHARED.includes(file));
    expect(areaFiles.length).toBeGreaterThan(0);
    expect(AREA_CONTRACTS).toHaveLength(areaFiles.length);
  });

  it('states each call in one area only, and each schema name once', () => {
    const calls = CONTRACT_CALLS.map(nameOf);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
    const names = ['Error', ...AREA_CONTRACTS.flatMap((area) => Object.keys(area.schemas))];
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(SCHEMAS).sort()).toEqual([...names].sort());
  });

  it('names only records and bodies the contract defines, and keys its examples by its own calls', () => {
    for (const c of CONTRACT_CALLS) {
      expect(SCHEMAS, `${nameOf(c)} answers`).toHaveProperty([c.record]);
      if (c.body) expect(SCHEMAS, `${nameOf(c)} takes`).toHaveProperty([c.body]);
    }
    for (const area of AREA_CONTRACTS) {
      const own = area.calls.map(nameOf);
      expect(Object.keys(area.examples).filter((key) => !own.includes(key))).toEqual([]);
    }
    expect(Object.keys(EXAMPLES).sort()).toEqual(CONTRACT_CALLS.map(nameOf).sort());
  });

  it('takes a fixed path segment before a placeholder, whichever area states the call first', () => {
    expect(contractCall('GET', 'menu/search')?.path).toBe('menu/search');
    expect(contractCall('GET', 'menu/br_0001')?.path).toBe('menu/{branchId}');
    expect(contractCall('POST', 'vouchers/upload')?.path).toBe('vouchers/upload');
    expect(contractCall('GET', 'no/such/call')).toBeUndefined();
  });
});
