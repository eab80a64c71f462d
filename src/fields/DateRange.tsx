/** Read left to right in both languages; it may wrap between its dates, never inside one. */
export function DateRange({ from, to }: { from?: string | null; to?: string | null }) {
  return (
    <bdi dir="ltr">
      <span style={{ whiteSpace: 'nowrap' }}>{from ?? '…'}</span> →{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{to ?? '…'}</span>
    </bdi>
  );
}
