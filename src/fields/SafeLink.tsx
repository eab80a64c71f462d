import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { safeHref } from '@/dataProvider/safeUrl';

/** Anything but an http(s) address (a `javascript:` URL an older server kept) is plain text, never an href. */
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

const PHONE = /^\+?[0-9][0-9 ()-]{3,}$/;
/** No ?&#, which would add a subject, body or cc to a mailto: link. */
const MAILBOX = /^[^\s@?&#%<>"]+@[^\s@?&#%<>"]+\.[^\s@?&#%<>"]+$/;

export const telHref = (phone: string): string | undefined =>
  PHONE.test(phone.trim()) ? `tel:${phone.trim().replace(/[\s()-]/g, '')}` : undefined;
export const mailtoHref = (email: string): string | undefined =>
  MAILBOX.test(email.trim()) ? `mailto:${email.trim()}` : undefined;
