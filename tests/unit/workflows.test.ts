import { describe, expect, it } from 'vitest';
import {
  CATERING_STATUSES,
  CATERING_TRANSITIONS,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  actionBetween,
  cateringActionsFrom,
  ticketActionsFrom,
} from '@/dataProvider/workflows';

describe('the ticket state machine', () => {
  it.each([
    ['new', ['accept']],
    ['active', ['resolve']],
    ['reopened', ['accept']],
    ['resolved', ['reopen']],
    ['closed', ['reopen']],
  ] as const)('offers from %s exactly %j', (status, actions) => {
    expect(ticketActionsFrom(status)).toEqual(actions);
  });

  it('allows exactly the documented moves and refuses every other pair of statuses', () => {
    const allowed = new Set([
      'new>active',
      'reopened>active',
      'active>resolved',
      'resolved>reopened',
      'closed>reopened',
    ]);
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        const action = actionBetween(TICKET_TRANSITIONS, from, to);
        expect(action !== undefined, `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(actionBetween(TICKET_TRANSITIONS, 'new', 'active')).toBe('accept');
    expect(actionBetween(TICKET_TRANSITIONS, 'active', 'resolved')).toBe('resolve');
    expect(actionBetween(TICKET_TRANSITIONS, 'closed', 'reopened')).toBe('reopen');
  });
});

describe('the catering state machine', () => {
  it('fulfils or rejects new and active requests, and nothing leaves fulfilled or rejected', () => {
    expect(cateringActionsFrom('new')).toEqual(['fulfill', 'reject']);
    expect(cateringActionsFrom('active')).toEqual(['fulfill', 'reject']);
    expect(cateringActionsFrom('fulfilled')).toEqual([]);
    expect(cateringActionsFrom('rejected')).toEqual([]);
    const moves = CATERING_STATUSES.flatMap((from) =>
      CATERING_STATUSES.filter((to) => actionBetween(CATERING_TRANSITIONS, from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves).toEqual(['new>fulfilled', 'new>rejected', 'active>fulfilled', 'active>rejected']);
  });
});
