/** `npm run api`'s options (README.md lists them): its flag, else its environment variable, else its default. */
import { parseArgs } from 'node:util';
import { parseScale } from '../scale';
import { DEFAULT_APP_ORIGIN, type ApiServerOptions } from './apiServer';

export type ApiCommandLine = Required<Omit<ApiServerOptions, 'host' | 'data' | 'journalCompactBytes'>> &
  Pick<ApiServerOptions, 'data' | 'journalCompactBytes'>;

const isOn = (value: string | undefined): boolean => ['1', 'true', 'yes'].includes((value ?? '').toLowerCase());

/** Throws on an unknown flag or a scale out of range, with a message for the person who typed it. */
export function apiCommandLine(args: readonly string[], env: NodeJS.ProcessEnv = process.env): ApiCommandLine {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string', default: env.API_PORT || '4400' },
      data: { type: 'string', default: env.API_DATA || '' },
      'app-origin': { type: 'string', default: env.API_APP_ORIGIN || DEFAULT_APP_ORIGIN },
      'test-controls': { type: 'boolean', default: isOn(env.API_TEST_CONTROLS) },
      quiet: { type: 'boolean', default: false },
      scale: { type: 'string', default: env.API_SCALE || '1' },
      hostile: { type: 'boolean', default: isOn(env.API_HOSTILE) },
    },
  });
  return {
    port: Number(values.port),
    data: values.data || undefined,
    corsOrigins: (env.API_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    quiet: values.quiet,
    testControls: values['test-controls'],
    appOrigin: values['app-origin'],
    scale: parseScale(values.scale),
    hostile: values.hostile,
    journalCompactBytes: Number(env.API_JOURNAL_COMPACT_BYTES) || undefined,
  };
}
