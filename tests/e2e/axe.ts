/**
 * axe on the page as it stands: WCAG 2.1 A and AA and axe's best practices, with every violation of every
 * screen a test checks collected before asserting, so one failing screen does not hide the others; the failure
 * message names screen, rule and target selectors.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { settle } from './helpers';

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Found {
  screen: string;
  rule: string;
  help: string;
  targets: string[];
}

/** The violations of every screen checked in one test. */
export class Audit {
  readonly found: Found[] = [];
  readonly screens: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  /** Waits for the screen to be still, then runs axe on the whole document. */
  async check(screen: string): Promise<void> {
    const t0 = Date.now();
    await settle(this.page);
    const t1 = Date.now();
    const name = `${this.label} ${screen}`;
    this.screens.push(name);
    // Only the violations are read: leaving out the passes' details keeps each run short. (options()
    // replaces all options, so it comes before withTags.) axe runs in the page itself ("legacy" mode): the
    // default opens a blank page for every check to merge the results of each frame, and the app has no frames.
    // Its source is put in a document once: a walk inside the running app checks one document many times, and
    // a no-op script (';') stands for the source already there. Each check then takes a third of the time it took.
    const loaded = await this.page.evaluate(() => 'axe' in window);
    const results = await new AxeBuilder({ page: this.page, axeSource: loaded ? ';' : undefined })
      .options({ resultTypes: ['violations'] })
      .withTags(TAGS)
      .setLegacyMode()
      .analyze();
    if (process.env.A11Y_DEBUG)
      console.log(`${screen}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms, ${results.violations.length} rules`);
    for (const violation of results.violations) {
      this.found.push({
        screen: name,
        rule: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  report(): string {
    return this.found
      .map(
        (f) =>
          `${f.screen}: ${f.rule} (${f.help})\n    ${f.targets.slice(0, 8).join('\n    ')}${f.targets.length > 8 ? `\n    … ${f.targets.length - 8} more` : ''}`,
      )
      .join('\n');
  }

  expectClean(): void {
    baseExpect(this.found, `axe violations on ${this.screens.length} screens:\n${this.report()}`).toEqual([]);
  }
}
