/**
 * LibreOffice Calc (Debian's libreoffice-calc-nogui), headless, opening a file as a person would: used by the
 * tests that hold the exports to what a spreadsheet shows. CI installs it (.ci/run).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

/** Calc's command on this machine's PATH, if it is installed. */
export const soffice = (process.env.PATH ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'soffice'))
  .find((path) => existsSync(path));

const run = promisify(execFile);

/**
 * Opens `input` in Calc (with an import filter's options, or as its extension says), with a profile of its own
 * in `dir` (parallel runs do not clash), and returns the sheet as flat ODF XML.
 */
export async function openInCalc(input: string, dir: string, filter?: string): Promise<string> {
  await run(
    soffice ?? 'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      ...(filter ? [`--infilter=${filter}`] : []),
      '--convert-to',
      'fods',
      '--outdir',
      dir,
      input,
    ],
    { timeout: 90_000 },
  );
  return readFile(join(dir, input.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '.fods')), 'utf8');
}
