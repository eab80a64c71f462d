/** About 40 branches across Saudi cities (ten times that at scale 10), each with shifts and a delivery polygon. */
import { faker } from './faker';
import type { Branch, BranchService } from '../../types';
import { defineCollection } from '../db';
import { seedScale } from '../scale';
import { CITIES, type City } from './saudiCities';
import { BIDI_ISOLATES, FORMULA_HYPERLINK, JS_URL, RLO, XSS_IMG, XSS_SCRIPT, withHostile } from './hostile';

const KM_PER_DEGREE = 111.32;
const STREETS = ['King Fahd Rd', 'King Abdulaziz Rd', 'Prince Sultan St', 'Tahlia St', 'Makkah Rd', 'Olaya St'];

/** [lat, lng] points, Leaflet's order. */
function polygonAround(lat: number, lng: number, radiusKm: number): [number, number][] {
  const count = faker.number.int({ min: 5, max: 8 });
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count + faker.number.float({ min: -0.2, max: 0.2 });
    const km = radiusKm * faker.number.float({ min: 0.75, max: 1.2 });
    const dLat = (km * Math.sin(angle)) / KM_PER_DEGREE;
    const dLng = (km * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    return [Number((lat + dLat).toFixed(6)), Number((lng + dLng).toFixed(6))];
  });
}

function shifts(): Branch['shifts'] {
  // Days from Saturday (0) to Friday (6); times on the hour, as the form's slots are.
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  if (faker.datatype.boolean({ probability: 0.6 })) return [{ days: everyDay, start: '10:00', end: '23:00' }];
  // Split shifts close for the afternoon, as many Saudi restaurants do; Friday (6) opens after prayer.
  return [
    { days: [0, 1, 2, 3, 4, 5], start: '06:00', end: '12:00' },
    { days: everyDay, start: '16:00', end: '23:00' },
  ];
}

function branch(city: City, district: City['districts'][number], number: number, round: string): Branch {
  const sk = `br_${String(number).padStart(4, '0')}`;
  const lat = Number((city.lat + faker.number.float({ min: -0.08, max: 0.08 })).toFixed(6));
  const lng = Number((city.lng + faker.number.float({ min: -0.08, max: 0.08 })).toFixed(6));
  const services: Record<BranchService, boolean> = {
    delivery: faker.datatype.boolean({ probability: 0.9 }),
    subscription: faker.datatype.boolean({ probability: 0.4 }),
    carPickup: faker.datatype.boolean({ probability: 0.5 }),
    pickup: faker.datatype.boolean({ probability: 0.85 }),
  };
  return {
    pk: 'BRANCH',
    sk,
    reference_code: `${city.code}-${String(number).padStart(3, '0')}`,
    // At a larger scale a district has several branches: a number keeps their names apart.
    name: { en: `${city.name.en} - ${district.en}${round}`, ar: `${city.name.ar} - ${district.ar}${round}` },
    address: `${faker.number.int({ min: 1000, max: 9999 })} ${faker.helpers.arrayElement(STREETS)}, ${district.en}, ${city.name.en}`,
    phone: `+966${city.areaCode}${faker.string.numeric(7)}`,
    description: `Our ${district.en} branch in ${city.name.en}.`,
    foodicsId: faker.string.uuid(),
    services,
    deliveryFees: faker.helpers.arrayElement([0, 5, 9, 15]),
    shifts: shifts(),
    autoCancelAfterMinutes: faker.helpers.arrayElement([10, 15, 20, 30]),
    autoConfirm: faker.datatype.boolean({ probability: 0.3 }),
    location: {
      lat,
      lng,
      deliveryArea: { radius: null, unit: 'km', points: polygonAround(lat, lng, faker.number.int({ min: 3, max: 8 })) },
      subscriptionArea: services.subscription ? { radius: null, unit: 'km', points: polygonAround(lat, lng, 2) } : null,
    },
    status: faker.datatype.boolean({ probability: 0.9 }) ? 'active' : 'inactive',
    archived: faker.datatype.boolean({ probability: 0.05 }),
  };
}

function seedBranches(): Branch[] {
  faker.seed(2002);
  let number = 0;
  const scale = seedScale();
  const rows = CITIES.flatMap((city) =>
    Array.from({ length: city.branches * scale }, (_, i) =>
      branch(city, city.districts[i % city.districts.length], ++number, scale > 1 ? ` ${i + 1}` : ''),
    ),
  );
  // At scale, the 350th branch serves everything, so each branch picker can be tested far past any first page.
  if (rows.length >= 350) {
    const far = rows[349];
    rows[349] = {
      ...far,
      status: 'active',
      archived: false,
      services: { delivery: true, subscription: true, carPickup: true, pickup: true },
      location: { ...far.location, subscriptionArea: far.location.subscriptionArea ?? far.location.deliveryArea },
    };
  }
  // Hostile text on the first page in either language: br_0037 and br_0039 by English name, br_0031 by Arabic.
  return withHostile(rows, {
    36: (row) => ({
      ...row,
      name: { en: `${row.name.en} ${XSS_IMG}`, ar: `${row.name.ar} ${XSS_IMG}` },
      address: `${XSS_SCRIPT} ${row.address}`,
      description: `${JS_URL} ${FORMULA_HYPERLINK}`,
    }),
    30: (row) => ({ ...row, name: { en: `${row.name.en} ${XSS_SCRIPT}`, ar: `${row.name.ar} ${RLO}${XSS_SCRIPT}` } }),
    38: (row) => ({ ...row, name: { en: `${row.name.en} ${BIDI_ISOLATES}`, ar: `${row.name.ar} ${BIDI_ISOLATES}` } }),
  });
}

export const branches = defineCollection<Branch>('branches', (b) => b.sk, seedBranches);
