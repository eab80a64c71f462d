/** Saudi cities with their centres and districts, so branch names and map pins look real. */
import type { LocalizedName } from '../../types';

export interface City {
  name: LocalizedName;
  /** Used in reference codes, like the airport code people already know. */
  code: string;
  lat: number;
  lng: number;
  areaCode: string;
  branches: number;
  districts: LocalizedName[];
}

const d = (en: string, ar: string): LocalizedName => ({ en, ar });

export const CITIES: readonly City[] = [
  {
    name: d('Riyadh', 'الرياض'),
    code: 'RUH',
    lat: 24.7136,
    lng: 46.6753,
    areaCode: '11',
    branches: 10,
    districts: [
      d('Olaya', 'العليا'),
      d('Al Malqa', 'الملقا'),
      d('Al Yasmin', 'الياسمين'),
      d('Al Nakheel', 'النخيل'),
      d('Al Sahafa', 'الصحافة'),
      d('Al Rawdah', 'الروضة'),
      d('Al Murabba', 'المربع'),
      d('Hittin', 'حطين'),
      d('Al Narjis', 'النرجس'),
      d('Al Sulimaniyah', 'السليمانية'),
    ],
  },
  {
    name: d('Jeddah', 'جدة'),
    code: 'JED',
    lat: 21.4858,
    lng: 39.1925,
    areaCode: '12',
    branches: 7,
    districts: [
      d('Al Rawdah', 'الروضة'),
      d('Al Hamra', 'الحمراء'),
      d('Al Salamah', 'السلامة'),
      d('Al Zahra', 'الزهراء'),
      d('Obhur', 'أبحر'),
      d('Al Shati', 'الشاطئ'),
      d('Al Safa', 'الصفا'),
    ],
  },
  {
    name: d('Dammam', 'الدمام'),
    code: 'DMM',
    lat: 26.4207,
    lng: 50.0888,
    areaCode: '13',
    branches: 4,
    districts: [
      d('Al Faisaliyah', 'الفيصلية'),
      d('Al Shati', 'الشاطئ'),
      d('Al Mazruiyah', 'المزروعية'),
      d('Al Nakheel', 'النخيل'),
    ],
  },
  {
    name: d('Makkah', 'مكة المكرمة'),
    code: 'MKH',
    lat: 21.3891,
    lng: 39.8579,
    areaCode: '12',
    branches: 4,
    districts: [
      d('Al Aziziyah', 'العزيزية'),
      d('Al Awali', 'العوالي'),
      d('Al Shawqiyah', 'الشوقية'),
      d('Al Naseem', 'النسيم'),
    ],
  },
  {
    name: d('Madinah', 'المدينة المنورة'),
    code: 'MED',
    lat: 24.5247,
    lng: 39.5692,
    areaCode: '14',
    branches: 4,
    districts: [
      d('Quba', 'قباء'),
      d('Al Aziziyah', 'العزيزية'),
      d('Al Khalidiyah', 'الخالدية'),
      d('Sultanah', 'سلطانة'),
    ],
  },
  {
    name: d('Khobar', 'الخبر'),
    code: 'KBR',
    lat: 26.2794,
    lng: 50.2083,
    areaCode: '13',
    branches: 3,
    districts: [d('Al Ulaya', 'العليا'), d('Al Aqrabiyah', 'العقربية'), d('Al Rakah', 'الراكة')],
  },
  {
    name: d('Taif', 'الطائف'),
    code: 'TIF',
    lat: 21.2703,
    lng: 40.4158,
    areaCode: '12',
    branches: 2,
    districts: [d('Al Hawiyah', 'الحوية'), d('Shihar', 'شهار')],
  },
  {
    name: d('Abha', 'أبها'),
    code: 'AHB',
    lat: 18.2465,
    lng: 42.5117,
    areaCode: '17',
    branches: 2,
    districts: [d('Al Mansak', 'المنسك'), d('Al Khalidiyah', 'الخالدية')],
  },
  {
    name: d('Buraidah', 'بريدة'),
    code: 'ELQ',
    lat: 26.326,
    lng: 43.975,
    areaCode: '16',
    branches: 1,
    districts: [d('Al Safra', 'الصفراء')],
  },
  {
    name: d('Tabuk', 'تبوك'),
    code: 'TUU',
    lat: 28.3838,
    lng: 36.555,
    areaCode: '14',
    branches: 1,
    districts: [d('Al Muruj', 'المروج')],
  },
  {
    name: d('Hail', 'حائل'),
    code: 'HAS',
    lat: 27.5114,
    lng: 41.7208,
    areaCode: '16',
    branches: 1,
    districts: [d('Al Aziziyah', 'العزيزية')],
  },
  {
    name: d('Jubail', 'الجبيل'),
    code: 'JBL',
    lat: 27.0046,
    lng: 49.646,
    areaCode: '13',
    branches: 1,
    districts: [d('Al Fanateer', 'الفناتير')],
  },
];
