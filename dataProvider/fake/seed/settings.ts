/** App-wide settings the mobile apps and checkout read. Fixed values: nothing here needs randomness. */
import type { Setting } from '../../types';
import { defineCollection } from '../db';
import { BIDI_OVERRIDE, FORMULA_HYPERLINK, JS_URL, XSS_IMG, XSS_SCRIPT, hostileSeed } from './hostile';

function seedSettings(): Setting[] {
  return [
    { key: 'vat_percentage', value: '15' },
    { key: 'min_order_value', value: '30' },
    { key: 'max_cart_value', value: '50000' },
    { key: 'delivery_fee_default', value: '0' },
    { key: 'currency', value: 'SAR' },
    { key: 'support_phone', value: '+966920012345' },
    { key: 'support_email', value: 'support@example.com' },
    { key: 'app_version_ios', value: '4.12.0' },
    { key: 'app_version_android', value: '4.11.3' },
    { key: 'force_update_below_version', value: '4.0.0' },
    { key: 'loyalty_enabled', value: 'true' },
    { key: 'order_auto_cancel_minutes', value: '15' },
    { key: 'max_delivery_distance_km', value: '12' },
    { key: 'maintenance_mode', value: 'false' },
    // The care queue's targets (resources/customerCare/careTargets.ts).
    { key: 'care_first_response_minutes', value: '60' },
    { key: 'care_resolution_hours', value: '24' },
    // Free text a setting may hold; with the hostile switch, hostile values (seed/hostile.ts).
    ...(hostileSeed()
      ? [
          { key: 'app_banner_html', value: `${XSS_SCRIPT} ${XSS_IMG}` },
          { key: 'about_link', value: JS_URL },
          { key: 'checkout_footer', value: `${FORMULA_HYPERLINK} ${BIDI_OVERRIDE}` },
        ]
      : [
          { key: 'app_banner_html', value: 'Free delivery on orders over 100 SAR this week' },
          { key: 'about_link', value: 'https://example.com/about' },
          { key: 'checkout_footer', value: 'Prices include 15% VAT. Thank you for ordering with us.' },
        ]),
  ];
}

export const settings = defineCollection<Setting>('settings', (s) => s.key, seedSettings);
