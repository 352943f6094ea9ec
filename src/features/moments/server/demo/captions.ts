import type { Scene } from '#integrations/artwork/scenes.ts';
import type { Locale } from '#lib/i18n/locales.ts';

/** Places of the catalogue the demo posts are about, each drawn as the scene that suits it. */
export const DEMO_PLACES: readonly { slug: string; scene: Scene }[] = [
  { slug: 'vinh-ha-long', scene: 'karst' },
  { slug: 'pho-co-hoi-an', scene: 'lanterns' },
  { slug: 'ho-hoan-kiem', scene: 'lake' },
  { slug: 'pho-co-ha-noi', scene: 'city' },
  { slug: 'dai-noi-hue', scene: 'citadel' },
  { slug: 'sa-pa', scene: 'terraces' },
  { slug: 'mu-cang-chai', scene: 'terraces' },
  { slug: 'trang-an', scene: 'karst' },
  { slug: 'tam-coc-bich-dong', scene: 'karst' },
  { slug: 'cho-ben-thanh', scene: 'market' },
  { slug: 'cho-noi-cai-rang', scene: 'delta' },
  { slug: 'phu-quoc', scene: 'beach' },
  { slug: 'mui-ne', scene: 'beach' },
  { slug: 'bai-bien-my-khe', scene: 'beach' },
  { slug: 'ba-na-hills', scene: 'mountains' },
  { slug: 'ho-xuan-huong-da-lat', scene: 'lake' },
  { slug: 'chua-thien-mu', scene: 'pagoda' },
  { slug: 'phong-nha-ke-bang', scene: 'cave' },
  { slug: 'fansipan', scene: 'mountains' },
  { slug: 'deo-ma-pi-leng', scene: 'road' },
  { slug: 'banh-mi-phuong', scene: 'food' },
  { slug: 'pho-gia-truyen-bat-dan', scene: 'food' },
  { slug: 'van-mieu-quoc-tu-giam', scene: 'citadel' },
  { slug: 'chua-bai-dinh', scene: 'pagoda' },
];

/** Captions per language; `{place}` is the place's name in that language. */
export const DEMO_CAPTIONS: Record<Locale, readonly string[]> = {
  vi: [
    'Sáng sớm ở {place}, trời trong và yên bình đến lạ.',
    'Lần thứ ba quay lại {place} mà vẫn thấy mới.',
    'Ai đi {place} nhớ đến trước 7 giờ sáng để tránh đông nhé!',
    'Hoàng hôn ở {place} hôm nay đẹp quá, không cần chỉnh màu.',
    'Một ngày lang thang ở {place}, chân mỏi nhưng vui.',
    'Góc chụp yêu thích của mình ở {place}.',
    'Trời mưa nhẹ mà {place} lại càng có không khí.',
    'Cả nhà cùng đi {place}, bé nhà mình thích lắm.',
  ],
  en: [
    'Early morning at {place}: quiet, clear and worth the alarm.',
    'Third time at {place} and it still surprises me.',
    'Tip for {place}: arrive before 7 am and you have it almost to yourself.',
    'Sunset at {place} tonight, no filter needed.',
    'A whole day wandering around {place}. Tired feet, happy heart.',
    'My favourite angle of {place}.',
    'Light rain, and {place} felt even more atmospheric.',
    'Could have stayed at {place} all week.',
  ],
  zh: [
    '清晨的{place}，安静又清新，早起很值得。',
    '第三次来{place}，依然有新的惊喜。',
    '去{place}建议早上七点前到，人少好拍照。',
    '今天{place}的日落太美了，原图直出。',
    '在{place}逛了一整天，腿酸但很开心。',
    '我最喜欢的{place}拍摄角度。',
    '下着小雨，{place}反而更有氛围了。',
    '在{place}真想多住几天。',
  ],
};

/** A tag per scene in each language, and one for the whole trip. */
export const DEMO_TAGS: Record<Scene | 'trip', Record<Locale, string>> = {
  trip: { vi: 'du-lịch-việt-nam', en: 'vietnam-travel', zh: '越南旅行' },
  karst: { vi: 'núi-đá-vôi', en: 'karst', zh: '喀斯特' },
  lanterns: { vi: 'đèn-lồng', en: 'lanterns', zh: '灯笼' },
  lake: { vi: 'hồ', en: 'lake', zh: '湖景' },
  city: { vi: 'phố-cổ', en: 'old-quarter', zh: '老街' },
  citadel: { vi: 'di-tích', en: 'heritage', zh: '古迹' },
  terraces: { vi: 'ruộng-bậc-thang', en: 'rice-terraces', zh: '梯田' },
  market: { vi: 'chợ', en: 'market', zh: '市场' },
  delta: { vi: 'miền-tây', en: 'mekong-delta', zh: '湄公河' },
  beach: { vi: 'biển', en: 'beach', zh: '海滩' },
  mountains: { vi: 'núi', en: 'mountains', zh: '山景' },
  pagoda: { vi: 'chùa', en: 'pagoda', zh: '寺庙' },
  cave: { vi: 'hang-động', en: 'caves', zh: '洞穴' },
  road: { vi: 'phượt', en: 'road-trip', zh: '自驾' },
  food: { vi: 'ẩm-thực', en: 'street-food', zh: '美食' },
  museum: { vi: 'bảo-tàng', en: 'museum', zh: '博物馆' },
  hotel: { vi: 'khách-sạn', en: 'hotel', zh: '酒店' },
  airport: { vi: 'sân-bay', en: 'airport', zh: '机场' },
};

/** Short comments demo authors leave on each other's posts. */
export const DEMO_COMMENTS: Record<Locale, readonly string[]> = {
  vi: ['Đẹp quá!', 'Lưu lại cho chuyến đi tháng sau.', 'Ảnh chụp bằng máy gì vậy bạn?'],
  en: ['Stunning!', 'Saving this for my trip next month.', 'What time of day was this?'],
  zh: ['太美了！', '收藏了，下个月去。', '请问是几点拍的？'],
};
