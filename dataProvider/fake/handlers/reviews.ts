/** Order reviews, the feedbacks area: admins only. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { OrderReview } from '../../types';
import { ADMIN_ONLY, failFields, requireRole, type FakeContext } from '../http';
import { pageOfTable } from '../paging';
import { orderReviews } from '../seed/reviews';

function starsParam(request: Request, params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 5)
    failFields(request, { [name]: 'ratingInvalid' }, 'ratingInvalid');
  return value;
}

export default function reviewsHandlers(ctx: FakeContext): RequestHandler[] {
  return [
    http.get(`${ctx.baseUrl}orders/reviews`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const url = new URL(request.url);
      // `rating`: either review has that many stars. The two fields filter on their own review.
      const rating = starsParam(request, url.searchParams, 'rating');
      starsParam(request, url.searchParams, 'foodReview');
      starsParam(request, url.searchParams, 'deliveryReview');
      const table = ctx.db.table(orderReviews);
      const rows = () =>
        table.all().filter((r) => rating === undefined || r.foodReview === rating || r.deliveryReview === rating);
      return HttpResponse.json(
        pageOfTable<OrderReview>(
          table,
          url,
          {
            searchIn: (r) => [r.userName, ...r.orderIds, r.comment],
            filters: ['foodReview', 'deliveryReview'],
            defaultSort: 'createdAt',
            defaultOrder: 'DESC',
          },
          rows,
        ),
      );
    }),
  ];
}
