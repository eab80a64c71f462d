/** The words the menu seed is built from: real dish names in English and Arabic, by category. */
import type { LocalizedName } from '../../types';

type Pair = [en: string, ar: string];

export interface CategoryWords {
  name: Pair;
  icon: string;
  dishes: Pair[];
}

export const CATEGORY_WORDS: CategoryWords[] = [
  {
    name: ['Breakfast', 'الفطور'],
    icon: 'free_breakfast',
    dishes: [
      ['Shakshuka', 'شكشوكة'],
      ['Foul', 'فول'],
      ['Omelette', 'أومليت'],
      ['Balaleet', 'بلاليط'],
    ],
  },
  {
    name: ['Burgers', 'البرجر'],
    icon: 'lunch_dining',
    dishes: [
      ['Beef Burger', 'برجر لحم'],
      ['Chicken Burger', 'برجر دجاج'],
      ['Mushroom Burger', 'برجر فطر'],
      ['Double Burger', 'برجر دبل'],
    ],
  },
  {
    name: ['Pizza', 'البيتزا'],
    icon: 'local_pizza',
    dishes: [
      ['Margherita', 'مارغريتا'],
      ['Pepperoni', 'بيبروني'],
      ['Vegetable Pizza', 'بيتزا خضار'],
      ['Chicken Ranch Pizza', 'بيتزا دجاج رانش'],
    ],
  },
  {
    name: ['Shawarma', 'الشاورما'],
    icon: 'kebab_dining',
    dishes: [
      ['Chicken Shawarma', 'شاورما دجاج'],
      ['Meat Shawarma', 'شاورما لحم'],
      ['Shawarma Plate', 'صحن شاورما'],
      ['Arabi Shawarma', 'شاورما عربي'],
    ],
  },
  {
    name: ['Grills', 'المشويات'],
    icon: 'outdoor_grill',
    dishes: [
      ['Shish Tawook', 'شيش طاووق'],
      ['Kofta', 'كفتة'],
      ['Lamb Chops', 'ريش غنم'],
      ['Mixed Grill', 'مشاوي مشكلة'],
    ],
  },
  {
    name: ['Rice Dishes', 'الأرز'],
    icon: 'rice_bowl',
    dishes: [
      ['Kabsa', 'كبسة'],
      ['Mandi', 'مندي'],
      ['Madfoon', 'مدفون'],
      ['Biryani', 'برياني'],
    ],
  },
  {
    name: ['Salads', 'السلطات'],
    icon: 'eco',
    dishes: [
      ['Fattoush', 'فتوش'],
      ['Tabbouleh', 'تبولة'],
      ['Caesar Salad', 'سلطة سيزر'],
      ['Greek Salad', 'سلطة يونانية'],
    ],
  },
  {
    name: ['Soups', 'الشوربات'],
    icon: 'soup_kitchen',
    dishes: [
      ['Lentil Soup', 'شوربة عدس'],
      ['Harees', 'هريس'],
      ['Mushroom Soup', 'شوربة فطر'],
      ['Chicken Soup', 'شوربة دجاج'],
    ],
  },
  {
    name: ['Appetizers', 'المقبلات'],
    icon: 'tapas',
    dishes: [
      ['Hummus', 'حمص'],
      ['Mutabbal', 'متبل'],
      ['Sambousa', 'سمبوسة'],
      ['Falafel', 'فلافل'],
    ],
  },
  {
    name: ['Sandwiches', 'السندويشات'],
    icon: 'bakery_dining',
    dishes: [
      ['Club Sandwich', 'كلوب ساندويتش'],
      ['Halloumi Sandwich', 'ساندويتش حلوم'],
      ['Tuna Sandwich', 'ساندويتش تونة'],
      ['Falafel Wrap', 'راب فلافل'],
    ],
  },
  {
    name: ['Pasta', 'المعكرونة'],
    icon: 'ramen_dining',
    dishes: [
      ['Alfredo', 'ألفريدو'],
      ['Arrabbiata', 'أرابياتا'],
      ['Bolognese', 'بولونيز'],
      ['Pesto Pasta', 'باستا بيستو'],
    ],
  },
  {
    name: ['Seafood', 'المأكولات البحرية'],
    icon: 'set_meal',
    dishes: [
      ['Grilled Hammour', 'هامور مشوي'],
      ['Fried Shrimp', 'روبيان مقلي'],
      ['Sayadieh', 'صيادية'],
      ['Calamari', 'كاليماري'],
    ],
  },
  {
    name: ['Chicken', 'الدجاج'],
    icon: 'egg',
    dishes: [
      ['Broasted Chicken', 'دجاج بروستد'],
      ['Grilled Chicken', 'دجاج مشوي'],
      ['Chicken Strips', 'أصابع دجاج'],
      ['Chicken Wings', 'أجنحة دجاج'],
    ],
  },
  {
    name: ['Kids Meals', 'وجبات الأطفال'],
    icon: 'child_care',
    dishes: [
      ['Mini Burger', 'ميني برجر'],
      ['Nuggets', 'ناجتس'],
      ['Kids Pasta', 'باستا أطفال'],
      ['Mini Pizza', 'ميني بيتزا'],
    ],
  },
  {
    name: ['Healthy Bowls', 'الأطباق الصحية'],
    icon: 'spa',
    dishes: [
      ['Quinoa Bowl', 'طبق كينوا'],
      ['Salmon Bowl', 'طبق سلمون'],
      ['Chicken Bowl', 'طبق دجاج'],
      ['Vegan Bowl', 'طبق نباتي'],
    ],
  },
  {
    name: ['Combos', 'الوجبات'],
    icon: 'fastfood',
    dishes: [
      ['Family Meal', 'وجبة عائلية'],
      ['Lunch Combo', 'وجبة غداء'],
      ['Duo Meal', 'وجبة ثنائية'],
      ['Party Box', 'صندوق الحفلات'],
    ],
  },
  {
    name: ['Sides', 'الأطباق الجانبية'],
    icon: 'takeout_dining',
    dishes: [
      ['French Fries', 'بطاطس مقلية'],
      ['Onion Rings', 'حلقات بصل'],
      ['Coleslaw', 'كول سلو'],
      ['Garlic Bread', 'خبز بالثوم'],
    ],
  },
  {
    name: ['Sauces', 'الصلصات'],
    icon: 'water_drop',
    dishes: [
      ['Garlic Sauce', 'صوص ثوم'],
      ['Tahini', 'طحينة'],
      ['Spicy Sauce', 'صوص حار'],
      ['Cheese Sauce', 'صوص جبن'],
    ],
  },
  {
    name: ['Desserts', 'الحلويات'],
    icon: 'cake',
    dishes: [
      ['Kunafa', 'كنافة'],
      ['Umm Ali', 'أم علي'],
      ['Luqaimat', 'لقيمات'],
      ['Cheesecake', 'تشيز كيك'],
    ],
  },
  {
    name: ['Ice Cream', 'الآيس كريم'],
    icon: 'icecream',
    dishes: [
      ['Vanilla Scoop', 'آيس كريم فانيلا'],
      ['Pistachio Scoop', 'آيس كريم فستق'],
      ['Sundae', 'صنداي'],
      ['Milkshake', 'ميلك شيك'],
    ],
  },
  {
    name: ['Hot Drinks', 'المشروبات الساخنة'],
    icon: 'coffee',
    dishes: [
      ['Saudi Coffee', 'قهوة سعودية'],
      ['Karak Tea', 'شاي كرك'],
      ['Cappuccino', 'كابتشينو'],
      ['Latte', 'لاتيه'],
    ],
  },
  {
    name: ['Cold Drinks', 'المشروبات الباردة'],
    icon: 'local_drink',
    dishes: [
      ['Iced Latte', 'آيس لاتيه'],
      ['Lemon Mint', 'ليمون بالنعناع'],
      ['Soft Drink', 'مشروب غازي'],
      ['Water', 'ماء'],
    ],
  },
  {
    name: ['Fresh Juices', 'العصائر الطازجة'],
    icon: 'blender',
    dishes: [
      ['Orange Juice', 'عصير برتقال'],
      ['Mango Juice', 'عصير مانجو'],
      ['Avocado Juice', 'عصير أفوكادو'],
      ['Cocktail Juice', 'عصير كوكتيل'],
    ],
  },
  {
    name: ['Bakery', 'المخبوزات'],
    icon: 'breakfast_dining',
    dishes: [
      ['Croissant', 'كرواسون'],
      ['Manakish Zaatar', 'مناقيش زعتر'],
      ['Cheese Fatayer', 'فطائر جبن'],
      ['Spinach Fatayer', 'فطائر سبانخ'],
    ],
  },
  {
    name: ['Subscription Meals', 'وجبات الاشتراك'],
    icon: 'event_repeat',
    dishes: [
      ['Protein Box', 'صندوق بروتين'],
      ['Keto Meal', 'وجبة كيتو'],
      ['Low Carb Meal', 'وجبة قليلة الكربوهيدرات'],
      ['Balanced Meal', 'وجبة متوازنة'],
    ],
  },
];

/** Styles that turn four dishes into a category's sixteen. */
export const STYLES: Pair[] = [
  ['Classic', 'كلاسيك'],
  ['Spicy', 'حار'],
  ['Special', 'سبيشل'],
  ['Deluxe', 'ديلوكس'],
];

export const SIZES: Pair[] = [
  ['Small', 'صغير'],
  ['Medium', 'وسط'],
  ['Large', 'كبير'],
];
export const EXTRAS: Pair[] = [
  ['Extra Cheese', 'جبن إضافي'],
  ['Jalapeño', 'هالبينو'],
  ['Avocado', 'أفوكادو'],
  ['Extra Sauce', 'صوص إضافي'],
  ['No Onion', 'بدون بصل'],
];
export const FLAVOURS: Pair[] = [
  ['Original', 'أصلي'],
  ['Barbecue', 'باربكيو'],
  ['Lemon Pepper', 'ليمون وفلفل'],
  ['Honey Mustard', 'عسل وخردل'],
];

export const named = ([en, ar]: Pair): LocalizedName => ({ en, ar });
