import type { Locale } from '#lib/i18n/locales.ts';

/**
 * The demo authors of a fresh install: twelve people writing in the site's three languages. They
 * have no phone, e-mail or password, so nobody can sign in as them; their profiles say `demo`.
 */
export const DEMO_AUTHORS: readonly { fullname: string; language: Locale; bio: string }[] = [
  { fullname: 'Nguyễn Minh Anh', language: 'vi', bio: 'Sinh viên Hà Nội, mê đi phượt cuối tuần.' },
  { fullname: 'Trần Quốc Bảo', language: 'vi', bio: 'Nhiếp ảnh nghiệp dư, săn bình minh khắp ba miền.' },
  { fullname: 'Lê Thu Trang', language: 'vi', bio: 'Đi đâu cũng tìm quán ăn địa phương trước.' },
  { fullname: 'Phạm Gia Huy', language: 'vi', bio: 'Hướng dẫn viên ở Huế, thích kể chuyện lịch sử.' },
  { fullname: 'Emma Walker', language: 'en', bio: 'Backpacking Vietnam north to south, one bowl of phở at a time.' },
  { fullname: 'Liam Carter', language: 'en', bio: 'Motorbike loops and mountain passes.' },
  { fullname: 'Sofia Rossi', language: 'en', bio: 'Slow travel, early mornings, old towns.' },
  { fullname: 'Noah Fischer', language: 'en', bio: 'Diver and beach hopper, based in Đà Nẵng for a year.' },
  { fullname: '王小雨', language: 'zh', bio: '喜欢拍照和美食，第一次来越南。' },
  { fullname: '李晨', language: 'zh', bio: '周末旅行者，记录每一次出发。' },
  { fullname: '张悦', language: 'zh', bio: '古城和咖啡爱好者。' },
  { fullname: '陈浩然', language: 'zh', bio: '徒步、登山、看日出。' },
];
