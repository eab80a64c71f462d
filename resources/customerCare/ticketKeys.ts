import type { KeyShortcut } from '@/src/keyboard/keyShortcuts';

/**
 * A ticket's keys, by their place on the keyboard (Gmail's and Zendesk's J and K): on an Arabic layout J types "ت"
 * and still opens the next ticket. `name` is the key as the shortcuts list and `aria-keyshortcuts` say it.
 */
export const TICKET_KEYS = {
  next: { code: 'KeyJ', name: 'J' },
  previous: { code: 'KeyK', name: 'K' },
  comment: { code: 'KeyC', name: 'C' },
  accept: { code: 'KeyA', name: 'A' },
  resolve: { code: 'KeyR', name: 'R' },
  help: { code: 'Slash', shift: true, name: '?' },
} as const satisfies Record<string, KeyShortcut & { name: string }>;

export type TicketKey = keyof typeof TICKET_KEYS;
