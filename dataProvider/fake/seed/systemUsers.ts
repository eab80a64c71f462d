/** Staff accounts: the four demo sign-ins (password demo1234) and about 120 seeded staff. */
import { ENGLISH_FIRST_NAMES, ENGLISH_LAST_NAMES, faker } from './faker';
import type { Privilege, Role, SystemUser } from '../../types';
import { defineCollection } from '../db';
import { hashPassword } from '../secrets';
import { DAY_MS, FIRST_NAMES, LAST_NAMES, seedNow, slug } from './common';
import {
  BIDI_ISOLATES,
  BIDI_OVERRIDE,
  FORMULA_AT,
  FORMULA_HYPERLINK,
  FORMULA_MINUS,
  FORMULA_TAB,
  XSS_IMG,
  XSS_SCRIPT,
  withHostile,
} from './hostile';

export const DEMO_PASSWORD = 'demo1234';
const STAFF_COUNT = 120;

/** The stored user; the hash never leaves the fake (see toPublicUser). */
export interface SystemUserRow extends SystemUser {
  passwordHash: string;
}

export function rolesFor(privilege: Privilege | null): Role[] {
  return privilege ? [privilege] : ['user'];
}

export function toPublicUser(row: SystemUserRow): SystemUser {
  const { passwordHash: _hidden, ...user } = row;
  return user;
}

/** The id doubles as the salt because it never changes for the life of the account. */
export function withPassword<T extends { id: string }>(user: T, password: string): T & { passwordHash: string } {
  return { ...user, passwordHash: hashPassword(user.id, password) };
}

const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; privilege: Privilege | null }[] = [
  { email: 'admin@example.com', firstName: 'Amal', lastName: 'Al-Qahtani', privilege: 'admin' },
  { email: 'care.admin@example.com', firstName: 'Khalid', lastName: 'Al-Harbi', privilege: 'customer_care_admin' },
  { email: 'agent@example.com', firstName: 'Noura', lastName: 'Al-Shehri', privilege: 'customer_care_agent' },
  // The plain role: no privilege and, as some real accounts have, no first name.
  { email: 'user@example.com', firstName: '', lastName: 'Visitor', privilege: null },
];

function staffName(index: number): { firstName: string; lastName: string; emailName: string } {
  const style = faker.helpers.weightedArrayElement([
    { weight: 6, value: 'latin' },
    { weight: 2, value: 'arabic' },
    { weight: 2, value: 'english' },
  ] as const);
  if (style === 'english') {
    const [first, last] = [
      faker.helpers.arrayElement(ENGLISH_FIRST_NAMES),
      faker.helpers.arrayElement(ENGLISH_LAST_NAMES),
    ];
    return { firstName: first, lastName: last, emailName: `${slug(first)}.${slug(last)}${index}` };
  }
  const first = faker.helpers.arrayElement(FIRST_NAMES);
  const last = faker.helpers.arrayElement(LAST_NAMES);
  return {
    firstName: first[style === 'arabic' ? 'ar' : 'en'],
    lastName: last[style === 'arabic' ? 'ar' : 'en'],
    emailName: `${slug(first.en)}.${slug(last.en)}${index}`,
  };
}

function seedSystemUsers(): SystemUserRow[] {
  faker.seed(1001);
  const from = new Date(seedNow() - 730 * DAY_MS);
  const demo = DEMO_ACCOUNTS.map(({ email, firstName, lastName, privilege }, i) => ({
    id: faker.string.uuid(),
    firstName,
    lastName,
    email,
    privilege,
    roles: rolesFor(privilege),
    active: true,
    archived: false,
    createdAt: new Date(from.getTime() + i * DAY_MS).toISOString(),
  }));
  const staff = Array.from({ length: STAFF_COUNT }, (_, i) => {
    const { firstName, lastName, emailName } = staffName(i + 1);
    const privilege = faker.helpers.weightedArrayElement<Privilege | null>([
      { weight: 1, value: 'admin' },
      { weight: 2, value: 'customer_care_admin' },
      { weight: 6, value: 'customer_care_agent' },
      { weight: 1, value: null },
    ]);
    return {
      id: faker.string.uuid(),
      firstName,
      lastName,
      email: `${emailName}@example.com`,
      privilege,
      roles: rolesFor(privilege),
      active: faker.datatype.boolean({ probability: 0.85 }),
      archived: faker.datatype.boolean({ probability: 0.08 }),
      createdAt: faker.date.between({ from, to: new Date(seedNow()) }).toISOString(),
    };
  });
  // With the hostile switch, three staff carry hostile names (seed/hostile.ts); they sort first by first name.
  const listed = withHostile(staff, {
    0: (user) => ({ ...user, firstName: XSS_SCRIPT, lastName: XSS_IMG, archived: false }),
    1: (user) => ({ ...user, firstName: FORMULA_HYPERLINK, lastName: BIDI_OVERRIDE, archived: false }),
    2: (user) => ({
      ...user,
      firstName: `${FORMULA_MINUS} ${FORMULA_AT}`,
      lastName: `${FORMULA_TAB} ${BIDI_ISOLATES}`,
      archived: false,
    }),
  });
  // Staff sign in with the demo password too, so a tester can try any seeded account.
  return [...demo, ...listed].map((user) => withPassword(user, DEMO_PASSWORD));
}

export const systemUsers = defineCollection<SystemUserRow>('systemUsers', (u) => u.id, seedSystemUsers);
