import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from '@/src/boot/onFirstInput';

describe('onFirstInput', () => {
  it('runs nothing until the user acts, then once, whatever they do next', () => {
    const start = vi.fn();
    onFirstInput(start);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on a typed or autofilled value alone', () => {
    const start = vi.fn();
    onFirstInput(start);
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped (the page left before any input)', () => {
    const start = vi.fn();
    const stop = onFirstInput(start);
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
