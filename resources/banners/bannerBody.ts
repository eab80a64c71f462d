/** Only the field the link type uses travels; the others go as null. */
export function toBannerBody(values: Record<string, unknown>): Record<string, unknown> {
  const type = values.linkType;
  return {
    ...values,
    link: type === 'url' ? String(values.link ?? '').trim() : null,
    productId: type === 'product' ? (values.productId ?? null) : null,
    categoryId: type === 'category' ? (values.categoryId ?? null) : null,
  };
}
