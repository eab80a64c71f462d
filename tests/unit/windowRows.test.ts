import { describe, expect, it } from 'vitest';
import { rowsNear } from '@/resources/menus/sort/windowRows';

describe('the rows a long order list renders', () => {
  it('renders the screen and one screen either side, not the whole list', () => {
    // A list of 640 rows of 52 px whose top is 100 px down a 700 px window.
    expect(rowsNear(100, 700, 640, 52, 1)).toEqual({ start: 0, end: 25 });
  });

  it('follows the scroll: 10,000 px down, the rows around the 192nd', () => {
    expect(rowsNear(-10_000, 700, 640, 52, 1)).toEqual({ start: 178, end: 220 });
  });

  it('stops at the last row', () => {
    expect(rowsNear(-33_000, 700, 640, 52, 1)).toEqual({ start: 621, end: 640 });
  });

  it('renders a short list whole', () => {
    expect(rowsNear(300, 700, 16, 52, 1)).toEqual({ start: 0, end: 16 });
  });
});
