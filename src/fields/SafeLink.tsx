import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { safeHref } from '@/dataProvider/safeUrl';

/**
 * A link from server data: clickable only when it is an http(s) address; anything else (a
 * `javascript:` or `data:` URL an older server kept) is shown as plain, isolated text and never
 * becomes an href. External pages open in a new tab with no opener and no referrer.
 */
export function SafeLink({ href, children }: { href: unknown; children?: ReactNode }) {
  const safe = safeHref(href);
  const label = children ?? (typeof href === 'string' ? href : '');
  if (!safe) return <bdi data-unsafe-link="true">{label}</bdi>;
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer" dir="ltr">
      {label}
    </Link>
  );
}

/** A phone number fit for a tel: link: digits, spaces, dashes, brackets, an optional leading +. */
const PHONE = /^\+?[0-9][0-9 ()-]{3,}$/;
/** An address fit for a mailto: link: no spaces, no ?&# (which would add a subject, body or cc), one @. */
const MAILBOX = /^[^\s@?&#%<>"]+@[^\s@?&#%<>"]+\.[^\s@?&#%<>"]+$/;

export const telHref = (phone: string): string | undefined =>
  PHONE.test(phone.trim()) ? `tel:${phone.trim().replace(/[\s()-]/g, '')}` : undefined;
export const mailtoHref = (email: string): string | undefined =>
  MAILBOX.test(email.trim()) ? `mailto:${email.trim()}` : undefined;
