import { z } from 'astro/zod';

/*
 * The 63 province-level units Vietnam had before 1 July 2025, each with the 2025 region (one of the
 * 34, a slug of content/regions) it became part of (../shared/notes/vietnam-regions-2025.md,
 * decision 0104). A place's `formerProvince` is one of these ids, the same in every locale, so "every
 * former province has at least one place" is a fact a machine can check; the names are here in vi,
 * en and zh because the regions' `formerUnits` are free text per locale and the check compares them.
 */

export interface FormerProvince {
  id: string;
  /** The 2025 region it is part of now. */
  region: string;
  vi: string;
  en: string;
  zh: string;
}

export const FORMER_PROVINCES = [
  // The north
  { id: 'ha-noi', region: 'ha-noi', vi: 'Hà Nội', en: 'Hanoi', zh: '河内' },
  { id: 'ha-giang', region: 'tuyen-quang', vi: 'Hà Giang', en: 'Ha Giang', zh: '河江' },
  { id: 'tuyen-quang', region: 'tuyen-quang', vi: 'Tuyên Quang', en: 'Tuyen Quang', zh: '宣光' },
  { id: 'cao-bang', region: 'cao-bang', vi: 'Cao Bằng', en: 'Cao Bang', zh: '高平' },
  { id: 'bac-kan', region: 'thai-nguyen', vi: 'Bắc Kạn', en: 'Bac Kan', zh: '北件' },
  { id: 'thai-nguyen', region: 'thai-nguyen', vi: 'Thái Nguyên', en: 'Thai Nguyen', zh: '太原' },
  { id: 'lang-son', region: 'lang-son', vi: 'Lạng Sơn', en: 'Lang Son', zh: '谅山' },
  { id: 'yen-bai', region: 'lao-cai', vi: 'Yên Bái', en: 'Yen Bai', zh: '安沛' },
  { id: 'lao-cai', region: 'lao-cai', vi: 'Lào Cai', en: 'Lao Cai', zh: '老街' },
  { id: 'lai-chau', region: 'lai-chau', vi: 'Lai Châu', en: 'Lai Chau', zh: '莱州' },
  { id: 'dien-bien', region: 'dien-bien', vi: 'Điện Biên', en: 'Dien Bien', zh: '奠边' },
  { id: 'son-la', region: 'son-la', vi: 'Sơn La', en: 'Son La', zh: '山罗' },
  { id: 'vinh-phuc', region: 'phu-tho', vi: 'Vĩnh Phúc', en: 'Vinh Phuc', zh: '永福' },
  { id: 'hoa-binh', region: 'phu-tho', vi: 'Hòa Bình', en: 'Hoa Binh', zh: '和平' },
  { id: 'phu-tho', region: 'phu-tho', vi: 'Phú Thọ', en: 'Phu Tho', zh: '富寿' },
  { id: 'bac-giang', region: 'bac-ninh', vi: 'Bắc Giang', en: 'Bac Giang', zh: '北江' },
  { id: 'bac-ninh', region: 'bac-ninh', vi: 'Bắc Ninh', en: 'Bac Ninh', zh: '北宁' },
  { id: 'quang-ninh', region: 'quang-ninh', vi: 'Quảng Ninh', en: 'Quang Ninh', zh: '广宁' },
  { id: 'hai-duong', region: 'hai-phong', vi: 'Hải Dương', en: 'Hai Duong', zh: '海阳' },
  { id: 'hai-phong', region: 'hai-phong', vi: 'Hải Phòng', en: 'Hai Phong', zh: '海防' },
  { id: 'thai-binh', region: 'hung-yen', vi: 'Thái Bình', en: 'Thai Binh', zh: '太平' },
  { id: 'hung-yen', region: 'hung-yen', vi: 'Hưng Yên', en: 'Hung Yen', zh: '兴安' },
  { id: 'ha-nam', region: 'ninh-binh', vi: 'Hà Nam', en: 'Ha Nam', zh: '河南' },
  { id: 'nam-dinh', region: 'ninh-binh', vi: 'Nam Định', en: 'Nam Dinh', zh: '南定' },
  { id: 'ninh-binh', region: 'ninh-binh', vi: 'Ninh Bình', en: 'Ninh Binh', zh: '宁平' },
  // The centre and the Central Highlands
  { id: 'thanh-hoa', region: 'thanh-hoa', vi: 'Thanh Hóa', en: 'Thanh Hoa', zh: '清化' },
  { id: 'nghe-an', region: 'nghe-an', vi: 'Nghệ An', en: 'Nghe An', zh: '义安' },
  { id: 'ha-tinh', region: 'ha-tinh', vi: 'Hà Tĩnh', en: 'Ha Tinh', zh: '河静' },
  { id: 'quang-binh', region: 'quang-tri', vi: 'Quảng Bình', en: 'Quang Binh', zh: '广平' },
  { id: 'quang-tri', region: 'quang-tri', vi: 'Quảng Trị', en: 'Quang Tri', zh: '广治' },
  { id: 'thua-thien-hue', region: 'hue', vi: 'Thừa Thiên Huế', en: 'Thua Thien Hue', zh: '承天顺化' },
  { id: 'quang-nam', region: 'da-nang', vi: 'Quảng Nam', en: 'Quang Nam', zh: '广南' },
  { id: 'da-nang', region: 'da-nang', vi: 'Đà Nẵng', en: 'Da Nang', zh: '岘港' },
  { id: 'kon-tum', region: 'quang-ngai', vi: 'Kon Tum', en: 'Kon Tum', zh: '昆嵩' },
  { id: 'quang-ngai', region: 'quang-ngai', vi: 'Quảng Ngãi', en: 'Quang Ngai', zh: '广义' },
  { id: 'binh-dinh', region: 'gia-lai', vi: 'Bình Định', en: 'Binh Dinh', zh: '平定' },
  { id: 'gia-lai', region: 'gia-lai', vi: 'Gia Lai', en: 'Gia Lai', zh: '嘉莱' },
  { id: 'phu-yen', region: 'dak-lak', vi: 'Phú Yên', en: 'Phu Yen', zh: '富安' },
  { id: 'dak-lak', region: 'dak-lak', vi: 'Đắk Lắk', en: 'Dak Lak', zh: '多乐' },
  { id: 'ninh-thuan', region: 'khanh-hoa', vi: 'Ninh Thuận', en: 'Ninh Thuan', zh: '宁顺' },
  { id: 'khanh-hoa', region: 'khanh-hoa', vi: 'Khánh Hòa', en: 'Khanh Hoa', zh: '庆和' },
  { id: 'dak-nong', region: 'lam-dong', vi: 'Đắk Nông', en: 'Dak Nong', zh: '得农' },
  { id: 'binh-thuan', region: 'lam-dong', vi: 'Bình Thuận', en: 'Binh Thuan', zh: '平顺' },
  { id: 'lam-dong', region: 'lam-dong', vi: 'Lâm Đồng', en: 'Lam Dong', zh: '林同' },
  // The south
  { id: 'ba-ria-vung-tau', region: 'ho-chi-minh', vi: 'Bà Rịa–Vũng Tàu', en: 'Ba Ria–Vung Tau', zh: '巴地头顿' },
  { id: 'binh-duong', region: 'ho-chi-minh', vi: 'Bình Dương', en: 'Binh Duong', zh: '平阳' },
  {
    id: 'ho-chi-minh',
    region: 'ho-chi-minh',
    vi: 'Thành phố Hồ Chí Minh',
    en: 'Ho Chi Minh City',
    zh: '胡志明市',
  },
  { id: 'binh-phuoc', region: 'dong-nai', vi: 'Bình Phước', en: 'Binh Phuoc', zh: '平福' },
  { id: 'dong-nai', region: 'dong-nai', vi: 'Đồng Nai', en: 'Dong Nai', zh: '同奈' },
  { id: 'long-an', region: 'tay-ninh', vi: 'Long An', en: 'Long An', zh: '隆安' },
  { id: 'tay-ninh', region: 'tay-ninh', vi: 'Tây Ninh', en: 'Tay Ninh', zh: '西宁' },
  { id: 'soc-trang', region: 'can-tho', vi: 'Sóc Trăng', en: 'Soc Trang', zh: '朔庄' },
  { id: 'hau-giang', region: 'can-tho', vi: 'Hậu Giang', en: 'Hau Giang', zh: '后江' },
  { id: 'can-tho', region: 'can-tho', vi: 'Cần Thơ', en: 'Can Tho', zh: '芹苴' },
  { id: 'ben-tre', region: 'vinh-long', vi: 'Bến Tre', en: 'Ben Tre', zh: '槟椥' },
  { id: 'tra-vinh', region: 'vinh-long', vi: 'Trà Vinh', en: 'Tra Vinh', zh: '茶荣' },
  { id: 'vinh-long', region: 'vinh-long', vi: 'Vĩnh Long', en: 'Vinh Long', zh: '永隆' },
  { id: 'tien-giang', region: 'dong-thap', vi: 'Tiền Giang', en: 'Tien Giang', zh: '前江' },
  { id: 'dong-thap', region: 'dong-thap', vi: 'Đồng Tháp', en: 'Dong Thap', zh: '同塔' },
  { id: 'bac-lieu', region: 'ca-mau', vi: 'Bạc Liêu', en: 'Bac Lieu', zh: '薄辽' },
  { id: 'ca-mau', region: 'ca-mau', vi: 'Cà Mau', en: 'Ca Mau', zh: '金瓯' },
  { id: 'kien-giang', region: 'an-giang', vi: 'Kiên Giang', en: 'Kien Giang', zh: '坚江' },
  { id: 'an-giang', region: 'an-giang', vi: 'An Giang', en: 'An Giang', zh: '安江' },
] as const satisfies readonly FormerProvince[];

export type FormerProvinceId = (typeof FORMER_PROVINCES)[number]['id'];

const byId = new Map<string, FormerProvince>(FORMER_PROVINCES.map((province) => [province.id, province]));

/** The front-matter field: the id of the former province a place lies in. */
export const formerProvince = z.enum(FORMER_PROVINCES.map((province) => province.id) as [FormerProvinceId], {
  error: (issue) =>
    issue.input === undefined
      ? 'required: the former province (of the 63 before July 2025) the place lies in, e.g. formerProvince: "quang-nam" (ids in src/content/former-provinces.ts)'
      : `not one of the 63 former provinces: use an id of src/content/former-provinces.ts`,
});

/** Whether a place's former province is part of the 2025 region it names (Quảng Nam in Đà Nẵng). */
export function formerProvinceIsInRegion(place: { region: string; formerProvince: string }): boolean {
  return byId.get(place.formerProvince)?.region === place.region;
}

/** The former provinces no place lies in, in the list's order. */
export function uncoveredFormerProvinces(places: { formerProvince: string }[]): FormerProvince[] {
  const covered = new Set(places.map((place) => place.formerProvince));
  return FORMER_PROVINCES.filter((province) => !covered.has(province.id));
}

/** The former provinces that are part of a 2025 region, in the list's order. */
export function formerProvincesOf(region: string): FormerProvince[] {
  return FORMER_PROVINCES.filter((province) => province.region === region);
}
