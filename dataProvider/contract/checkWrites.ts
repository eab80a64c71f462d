// The writes of `npm run contract -- --writes`, only on records it creates and deletes again: the contract deletes
// only menu categories and items, so an inactive "Contract check" category and item (no customer sees them). It
// deletes whatever it created at the end, even when a step differs.
import type { MenuItemInput } from '../types';
import { readRecord, withId } from '../normalize';
import type { AnswerChecker } from './answerCheck';
import { row, NOT_JSON, type Answer, type Ask, type CheckRow } from './ask';
import { EXAMPLES } from './schemas';

const CATEGORY = { name: 'Contract check', nameAr: 'فحص العقد', status: 'inactive', icon: 'restaurant' } as const;

const itemIn = (categoryId: string): MenuItemInput => ({
  name: { en: 'Contract check item', ar: 'صنف فحص العقد' },
  type: 'single',
  categoryId,
  menuType: 'menu',
  price: 1,
  calories: 0,
  photos: [],
  status: 'inactive',
  order: 0,
  forceSelect: false,
  branches: [],
  variants: [],
  options: [],
  components: [],
  modifiers: [],
});

interface Step {
  call: string;
  path: string;
  body?: unknown;
  expect: number;
}

export async function checkWrites(ask: Ask, token: string, checker: AnswerChecker): Promise<CheckRow[]> {
  const rows: CheckRow[] = [];
  const created: { category?: string; item?: string; strays: Step[] } = { strays: [] };

  async function make(step: Step, label = step.call): Promise<string | undefined> {
    const [method, template] = step.call.split(' ') as [string, string];
    const answer = await ask(method, step.path, token, step.body);
    rows.push(row(label, answer?.status ?? 'no answer', verdictOf(answer, step, method, template)));
    if (!answer || answer.status >= 300 || answer.body === NOT_JSON) return undefined;
    try {
      return String(withId(readRecord(answer.body), 'id').id);
    } catch {
      return undefined;
    }
  }

  function verdictOf(answer: Answer | null, step: Step, method: string, template: string): string {
    if (!answer) return 'no answer (connection failed)';
    if (answer.status !== step.expect) return `answered ${answer.status}, not ${step.expect}`;
    if (answer.body === NOT_JSON) return 'the answer is not JSON';
    const problem = checker.problemOf(method, template, answer.status, answer.body);
    if (problem) return problem;
    if (answer.status < 300) {
      try {
        readRecord(answer.body);
      } catch (error) {
        return (error as Error).message;
      }
    }
    return 'fits';
  }

  /** The ETag is optional; a server that sends one must answer a never-had version with 412 and the item. */
  async function conditionalSave(item: string, category: string) {
    const label = 'POST menu/create-item (If-Match:';
    const read = await ask('GET', `menu/${item}/get`, token);
    if (!read?.etag) {
      rows.push(row(`${label} …)`, read?.status ?? 'no answer', 'not asked: the server sends no ETag (optional)'));
      return;
    }
    const body = { ...itemIn(category), id: item };
    const stale = await ask('POST', 'menu/create-item', token, body, { 'if-match': '"contract-check-stale"' });
    const staleStep = { call: 'POST menu/create-item', path: 'menu/create-item', body, expect: 412 };
    const staleVerdict = verdictOf(stale, staleStep, 'POST', 'menu/create-item');
    rows.push(
      row(
        `${label} a version it never had)`,
        stale?.status ?? 'no answer',
        staleVerdict === 'fits' && stale?.etag !== read.etag
          ? `the 412 answered ETag ${stale?.etag ?? 'none'}, not the item's ${read.etag}`
          : staleVerdict,
      ),
    );
    const saved = await ask('POST', 'menu/create-item', token, body, { 'if-match': read.etag });
    rows.push(
      row(
        `${label} its ETag)`,
        saved?.status ?? 'no answer',
        verdictOf(saved, { ...staleStep, expect: 200 }, 'POST', 'menu/create-item'),
      ),
    );
  }

  /** A server that stores a refused body anyway gets the stray deleted at the end. */
  async function refuse(call: string, path: string, deleteCall: string, deletePath: (id: string) => string) {
    const refused = EXAMPLES[call]?.refused;
    if (!refused) return;
    const id = await make({ call, path, body: refused.body, expect: 400 }, `${call} (refused body)`);
    if (id) created.strays.push({ call: deleteCall, path: deletePath(id), expect: 200 });
  }

  try {
    created.category = await make({
      call: 'POST menu/categories',
      path: 'menu/categories',
      body: CATEGORY,
      expect: 201,
    });
    await refuse(
      'POST menu/categories',
      'menu/categories',
      'DELETE menu/categories/{categoryId}',
      (id) => `menu/categories/${id}`,
    );
    if (!created.category)
      return [...rows, row('the other writes', 'no answer', 'not asked: no category of its own to write in')];
    const category = created.category;
    await make({
      call: 'PUT menu/categories',
      path: 'menu/categories',
      body: { id: category, name: `${CATEGORY.name} (changed)` },
      expect: 200,
    });

    created.item = await make({
      call: 'POST menu/create-item',
      path: 'menu/create-item',
      body: itemIn(category),
      expect: 201,
    });
    await refuse('POST menu/create-item', 'menu/create-item', 'DELETE menu/item/{itemId}', (id) => `menu/item/${id}`);
    if (created.item) {
      const item = created.item;
      await make(
        { call: 'GET menu/{itemId}/get', path: `menu/${item}/get`, expect: 200 },
        'GET menu/{itemId}/get (its own item)',
      );
      await conditionalSave(item, category);
      await make({ call: 'PATCH menu/items/{itemId}', path: `menu/items/${item}?type=modifiers`, expect: 200 });
    }
  } finally {
    for (const stray of created.strays) await make(stray, `${stray.call} (a stored refused body)`);
    if (created.item) {
      await make({ call: 'DELETE menu/item/{itemId}', path: `menu/item/${created.item}`, expect: 200 });
      await make(
        { call: 'GET menu/{itemId}/get', path: `menu/${created.item}/get`, expect: 404 },
        'GET menu/{itemId}/get (deleted)',
      );
    }
    if (created.category)
      await make({
        call: 'DELETE menu/categories/{categoryId}',
        path: `menu/categories/${created.category}`,
        expect: 200,
      });
  }
  return rows;
}
