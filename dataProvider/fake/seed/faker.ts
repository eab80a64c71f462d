import { Faker, base } from '@faker-js/faker';

/**
 * Faker without a locale's word lists (numbers, dates, picks and ids only): the seeds bring their own
 * names, and leaving out the English data takes about two thirds off the fake's download.
 */
export const faker = new Faker({ locale: [base] });

export const ENGLISH_FIRST_NAMES = [
  'James',
  'Emily',
  'Daniel',
  'Sarah',
  'Michael',
  'Laura',
  'David',
  'Anna',
  'Robert',
  'Grace',
  'Thomas',
  'Olivia',
  'Peter',
  'Hannah',
  'Mark',
  'Sophie',
];
export const ENGLISH_LAST_NAMES = [
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Evans',
  'Clarke',
  'Walker',
  'Wright',
  'Hughes',
  'Green',
  'Hall',
  'Wood',
  'Turner',
  'Parker',
  'Collins',
];
