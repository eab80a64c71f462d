import type { Page } from '@playwright/test';
import { matchCall } from '@/dataProvider/contract/callMatch';

interface Document {
  paths: Record<string, Record<string, unknown>>;
}

/**
 * Which spec call a request is (`METHOD path` as the contract writes it), from the OpenAPI document the app's
 * API serves: a call the app makes that is not one of them is not the spec's, and a backend built to the spec
 * would not answer it. Read in the page, where the in-browser fake answers; the browser tests' runner loads
 * files without Vite, so it cannot gather the areas' contract files itself.
 */
export async function specCallsServed(page: Page): Promise<(method: string, path: string) => string | undefined> {
  const document = await page.evaluate(async () => (await fetch('/api/v1/openapi.json')).json() as Promise<Document>);
  const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.slice(1) })),
  );
  return (method, path) => {
    const call = matchCall(calls, method, path);
    return call ? `${call.method} ${call.path}` : undefined;
  };
}
