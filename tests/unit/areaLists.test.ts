import { describe, expect, it } from 'vitest';
import { areaListOf } from '@/src/list/areaListSetup';

describe("a list's setup, from its area's definition", () => {
  it("leads Create to the area's create screen, at the spec's path where it has its own", () => {
    expect(areaListOf('users', 'en').createTo).toBe('/users/newuser');
    expect(areaListOf('banners', 'en').createTo).toBe('/banners/newbanner');
    expect(areaListOf('menus', 'en').createTo).toBe('/menus/itemDetails');
    expect(areaListOf('offers', 'en').createTo).toBe('/offers/create');
    expect(areaListOf('settings', 'en').createTo).toBe('/settings/create');
  });

  it("finds a list of another resource among its area's routes, and its create screen there", () => {
    expect(areaListOf('menuCategories', 'en')).toEqual({
      defaults: { sort: { field: 'order', order: 'ASC' }, perPage: 50 },
      createTo: '/menus/categories/create',
    });
    expect(areaListOf('plans', 'en').createTo).toBe('/subscriptions/plans/create');
    expect(areaListOf('subscribers', 'en').defaults).toEqual({
      sort: { field: 'startDate', order: 'DESC' },
      perPage: 25,
    });
  });

  it('has no Create button where the area creates nothing from its list', () => {
    for (const resource of ['customerCare', 'catering', 'feedbacks', 'subscribers']) {
      expect(areaListOf(resource, 'en').createTo, resource).toBeUndefined();
    }
  });

  it('orders by the name in the screen’s language where the area says so', () => {
    expect(areaListOf('branches', 'ar').defaults?.sort).toEqual({ field: 'name.ar', order: 'ASC' });
    expect(areaListOf('branches', 'en').defaults?.sort).toEqual({ field: 'name.en', order: 'ASC' });
  });
});
