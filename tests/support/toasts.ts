/** Toasts in the integration tests, from the record the browser tests keep too (toastRecorder.ts). */
import { expect, onTestFinished } from 'vitest';
import { waitFor } from '@testing-library/react';
import { recordToasts as startRecording, takeToast } from './toastRecorder';

/**
 * Called in a test: records every toast until the test ends. Answers a check that waits for a toast with this
 * text and takes it from the record, so the same message shown twice is awaited twice.
 */
export function recordToasts(): (text: string) => Promise<void> {
  onTestFinished(startRecording());
  return async (text: string) => {
    await waitFor(() => expect(takeToast(text), `a toast saying "${text}"`).toBe(true));
  };
}
