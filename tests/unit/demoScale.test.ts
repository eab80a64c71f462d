import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_HOSTILE_KEY,
  DEMO_SCALE_KEY,
  chooseDemoScale,
  demoHostile,
  demoScale,
} from '@/dataProvider/fake/demoScale';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the demo's data size switch", () => {
  it("reads the stored size, and the spec's day when nothing or nonsense is stored", () => {
    expect(demoScale()).toBe(1);
    localStorage.setItem(DEMO_SCALE_KEY, '10');
    expect(demoScale()).toBe(10);
    for (const bad of ['0', '11', '2.5', 'ten']) {
      localStorage.setItem(DEMO_SCALE_KEY, bad);
      expect(demoScale()).toBe(1);
    }
  });

  it('stores a choice, drops the rows cached for the other size and reloads the page, keeping the session', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    localStorage.setItem('query-cache:u_1', '{"rows":[]}');
    localStorage.setItem('token', 't');
    chooseDemoScale(10);
    expect(localStorage.getItem(DEMO_SCALE_KEY)).toBe('10');
    expect(localStorage.getItem('query-cache:u_1')).toBeNull();
    expect(localStorage.getItem('token')).toBe('t');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("the demo's hostile records switch", () => {
  it("is off unless this browser's storage says 1 before the page loads", () => {
    expect(demoHostile()).toBe(false);
    for (const other of ['0', 'true', 'yes', '']) {
      localStorage.setItem(DEMO_HOSTILE_KEY, other);
      expect(demoHostile()).toBe(false);
    }
    localStorage.setItem(DEMO_HOSTILE_KEY, '1');
    expect(demoHostile()).toBe(true);
  });
});
