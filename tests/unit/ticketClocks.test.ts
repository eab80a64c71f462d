import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/dataProvider/types';
import {
  DEFAULT_TARGETS,
  byUrgency,
  isAnswerOverdue,
  ticketClock,
  type CareTargets,
} from '@/resources/customerCare/ticketClocks';

const OPENED = Date.parse('2026-11-23T07:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const targets: CareTargets = DEFAULT_TARGETS; // 60 min, 24 h

function ticket(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 'tk_1',
    number: 1,
    createdAt: new Date(OPENED).toISOString(),
    type: 'complaint',
    status: 'new',
    customer: { name: 'Sara Al-Qahtani', phone: '+966500000001', email: 's@example.com' },
    subject: 'Food arrived cold',
    comments: [],
    ...over,
  };
}

const comment = (author: string, at: number) => ({
  id: `c${at}`,
  text: 'Hello',
  author,
  createdAt: new Date(at).toISOString(),
});

describe('the first-answer clock', () => {
  it('waits in whole minutes up to and at the target, and is overdue a moment after it', () => {
    expect(ticketClock(ticket(), targets, OPENED + 42 * MIN + 30_000)).toEqual({ kind: 'waiting', minutes: 42 });
    expect(ticketClock(ticket(), targets, OPENED + 60 * MIN - 1)).toEqual({ kind: 'waiting', minutes: 59 });
    expect(ticketClock(ticket(), targets, OPENED + 60 * MIN)).toEqual({ kind: 'waiting', minutes: 60 });
    expect(ticketClock(ticket(), targets, OPENED + 60 * MIN + 1)).toEqual({ kind: 'answerOverdue', minutes: 1 });
    expect(ticketClock(ticket(), targets, OPENED + 125 * MIN)).toEqual({ kind: 'answerOverdue', minutes: 65 });
  });

  it('follows the target it is given', () => {
    const tight = { firstResponseMinutes: 5, resolutionHours: 2 };
    expect(ticketClock(ticket(), tight, OPENED + 5 * MIN)).toEqual({ kind: 'waiting', minutes: 5 });
    expect(ticketClock(ticket(), tight, OPENED + 6 * MIN)).toEqual({ kind: 'answerOverdue', minutes: 1 });
  });

  it('stops at the first comment by staff, not at one by the customer', () => {
    const fromCustomer = ticket({ status: 'active', comments: [comment('Sara Al-Qahtani', OPENED + 5 * MIN)] });
    expect(ticketClock(fromCustomer, targets, OPENED + 90 * MIN)?.kind).toBe('answerOverdue');
    const answered = ticket({ status: 'active', comments: [comment('Noura Al-Shehri', OPENED + 5 * MIN)] });
    expect(ticketClock(answered, targets, OPENED + 90 * MIN)?.kind).toBe('resolveLeft');
  });

  it('starts again at a reopening: an answer before it does not count', () => {
    const reopenedAt = OPENED + 30 * HOUR;
    const reopened = ticket({
      status: 'reopened',
      reopenedAt: new Date(reopenedAt).toISOString(),
      comments: [comment('Noura Al-Shehri', OPENED + 5 * MIN)],
    });
    expect(ticketClock(reopened, targets, reopenedAt + 10 * MIN)).toEqual({ kind: 'waiting', minutes: 10 });
    expect(ticketClock(reopened, targets, reopenedAt + 61 * MIN)).toEqual({ kind: 'answerOverdue', minutes: 1 });
    const answeredAgain = { ...reopened, comments: [...reopened.comments, comment('Reem', reopenedAt + 20 * MIN)] };
    expect(ticketClock(answeredAgain, targets, reopenedAt + 2 * HOUR)).toEqual({
      kind: 'resolveLeft',
      minutes: 22 * 60,
    });
  });
});

describe('the resolution clock', () => {
  const active = ticket({ status: 'active', comments: [comment('Noura Al-Shehri', OPENED + 10 * MIN)] });

  it('gives the time left up to and at the target, and is overdue a moment after it', () => {
    expect(ticketClock(active, targets, OPENED + 24 * HOUR - MIN - 1)).toEqual({ kind: 'resolveLeft', minutes: 1 });
    expect(ticketClock(active, targets, OPENED + 24 * HOUR)).toEqual({ kind: 'resolveLeft', minutes: 0 });
    expect(ticketClock(active, targets, OPENED + 24 * HOUR + 1)).toEqual({ kind: 'resolveOverdue', minutes: 1 });
    expect(ticketClock(active, targets, OPENED + 26 * HOUR + 5 * MIN)).toEqual({
      kind: 'resolveOverdue',
      minutes: 125,
    });
  });

  it('shows nothing for a resolved or closed ticket', () => {
    const late = OPENED + 100 * HOUR;
    expect(ticketClock({ ...active, status: 'resolved' }, targets, late)).toBeUndefined();
    expect(ticketClock(ticket({ status: 'closed' }), targets, late)).toBeUndefined();
  });
});

describe('urgency', () => {
  it('counts as overdue only the waiting tickets past their answer target', () => {
    const now = OPENED + 61 * MIN;
    expect(isAnswerOverdue(ticket(), targets, now)).toBe(true);
    expect(isAnswerOverdue(ticket(), targets, OPENED + 60 * MIN)).toBe(false);
    expect(isAnswerOverdue(ticket({ status: 'active' }), targets, now)).toBe(false);
  });

  it('puts the waiting tickets first, the most overdue leading, then by time left to resolve', () => {
    const at = (offset: number) => new Date(OPENED + offset).toISOString();
    const rows = [
      ticket({ id: 'resolved', status: 'resolved', createdAt: at(-50 * HOUR) }),
      ticket({
        id: 'answered-soon',
        status: 'active',
        comments: [comment('Reem', OPENED + MIN)],
        createdAt: at(-HOUR),
      }),
      ticket({ id: 'waiting-new', createdAt: at(0) }),
      ticket({ id: 'answered-late', status: 'active', comments: [comment('Reem', OPENED)], createdAt: at(-20 * HOUR) }),
      ticket({ id: 'waiting-old', createdAt: at(-3 * HOUR) }),
      ticket({ id: 'reopened', status: 'reopened', createdAt: at(-90 * HOUR), reopenedAt: at(-2 * HOUR) }),
    ];
    expect(rows.sort(byUrgency(targets)).map((t) => t.id)).toEqual([
      'waiting-old',
      'reopened',
      'waiting-new',
      'answered-late',
      'answered-soon',
      'resolved',
    ]);
  });
});
