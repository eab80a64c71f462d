import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { loadState } from '@/src/loading/LoadError';

const failure = new Error('Network Error');
const refetch = () => undefined;

describe("a custom page's load state", () => {
  it('keeps data read on this page when a later refetch fails (what was typed over it stays)', () => {
    expect(loadState({ data: ['row'], dataUpdatedAt: Date.now(), error: failure, refetch })).toBeNull();
  });

  it('shows the failure in place of rows restored from an earlier visit whose refresh failed', () => {
    const shown = loadState({
      data: ['yesterday'],
      dataUpdatedAt: Date.now() - 60 * 60 * 1000,
      error: failure,
      refetch,
    });
    expect(isValidElement(shown)).toBe(true);
  });

  it('shows rows restored from an earlier visit while they refresh', () => {
    expect(
      loadState({ data: ['yesterday'], dataUpdatedAt: Date.now() - 60 * 60 * 1000, error: null, refetch }),
    ).toBeNull();
  });

  it('shows the failure when nothing was read', () => {
    expect(isValidElement(loadState({ data: undefined, error: failure, refetch }))).toBe(true);
  });
});
