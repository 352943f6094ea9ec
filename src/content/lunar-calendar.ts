/*
 * The Vietnamese lunisolar calendar, computed: a lunar month starts on the day (in Vietnam's time
 * zone, UTC+7) of a new moon, month 11 holds the winter solstice, and a year of 13 months repeats
 * the first month that holds no major solar term. This is Hồ Ngọc Đức's published algorithm
 * ("Thuật toán tính âm lịch"), with new moons and the sun's longitude from Jean Meeus,
 * Astronomical Algorithms: the calendar Vietnam's almanacs print. The Chinese calendar (UTC+8)
 * can differ from it when a new moon falls between 16:00 and 17:00 UTC (Tết 1985 was on 21
 * January, the Chinese New Year on 20 February).
 */

const VIETNAM_UTC_OFFSET_HOURS = 7;
const SYNODIC_MONTH = 29.530588853;
/** The Julian day number of the new moon of 1900-01-01, Meeus's k = 0. */
const NEW_MOON_EPOCH = 2415021.076998695;

const { floor, sin, PI } = Math;
const RADIANS = PI / 180;

/** The Julian day number of a Gregorian date. */
function julianDay(year: number, month: number, day: number): number {
  const a = floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + floor((153 * m + 2) / 5) + 365 * y + floor(y / 4) - floor(y / 100) + floor(y / 400) - 32045;
}

/** The Gregorian date of a Julian day number, as YYYY-MM-DD. */
function isoDateOfJulianDay(jd: number): string {
  const a = jd + 32044;
  const b = floor((4 * a + 3) / 146097);
  const c = a - floor((b * 146097) / 4);
  const d = floor((4 * c + 3) / 1461);
  const e = c - floor((1461 * d) / 4);
  const m = floor((5 * e + 2) / 153);
  const day = e - floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * floor(m / 10);
  const year = b * 100 + d - 4800 + floor(m / 10);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day (Julian day number, in Vietnam) of the k-th new moon after 1900-01-01 (Meeus, chapter 49). */
function newMoonDay(k: number): number {
  const T = k / 1236.85;
  const T2 = T * T;
  const T3 = T2 * T;
  let jd = 2415020.75933 + 29.53058868 * k + 0.0001178 * T2 - 0.000000155 * T3;
  jd += 0.00033 * sin((166.56 + 132.87 * T - 0.009173 * T2) * RADIANS);
  const M = (359.2242 + 29.10535608 * k - 0.0000333 * T2 - 0.00000347 * T3) * RADIANS;
  const Mpr = (306.0253 + 385.81691806 * k + 0.0107306 * T2 + 0.00001236 * T3) * RADIANS;
  const F = (21.2964 + 390.67050646 * k - 0.0016528 * T2 - 0.00000239 * T3) * RADIANS;
  const correction =
    (0.1734 - 0.000393 * T) * sin(M) +
    0.0021 * sin(2 * M) -
    0.4068 * sin(Mpr) +
    0.0161 * sin(2 * Mpr) -
    0.0004 * sin(3 * Mpr) +
    0.0104 * sin(2 * F) -
    0.0051 * sin(M + Mpr) -
    0.0074 * sin(M - Mpr) +
    0.0004 * sin(2 * F + M) -
    0.0004 * sin(2 * F - M) -
    0.0006 * sin(2 * F + Mpr) +
    0.001 * sin(2 * F - Mpr) +
    0.0005 * sin(2 * Mpr + M);
  // Terrestrial minus universal time, in days.
  const deltaT =
    T < -11
      ? 0.001 + 0.000839 * T + 0.0002261 * T2 - 0.00000845 * T3 - 0.000000081 * T * T3
      : -0.000278 + 0.000265 * T + 0.000262 * T2;
  return floor(jd + correction - deltaT + 0.5 + VIETNAM_UTC_OFFSET_HOURS / 24);
}

/** Which twelfth of the ecliptic (0–11, from the spring equinox) the sun is in at the start of a day in Vietnam. */
function sunSector(jd: number): number {
  const T = (jd - 2451545.5 - VIETNAM_UTC_OFFSET_HOURS / 24) / 36525;
  const T2 = T * T;
  const M = (357.5291 + 35999.0503 * T - 0.0001559 * T2 - 0.00000048 * T * T2) * RADIANS;
  const meanLongitude = 280.46645 + 36000.76983 * T + 0.0003032 * T2;
  const centre =
    (1.9146 - 0.004817 * T - 0.000014 * T2) * sin(M) + (0.019993 - 0.000101 * T) * sin(2 * M) + 0.00029 * sin(3 * M);
  let longitude = (meanLongitude + centre) * RADIANS;
  longitude -= 2 * PI * floor(longitude / (2 * PI));
  return floor((longitude / PI) * 6);
}

/** The first day of lunar month 11 of the lunar year that ends in Gregorian `year` (the month of the winter solstice). */
function month11Start(year: number): number {
  const k = floor((julianDay(year, 12, 31) - 2415021) / SYNODIC_MONTH);
  const newMoon = newMoonDay(k);
  return sunSector(newMoon) >= 9 ? newMoonDay(k - 1) : newMoon;
}

/** How many months after month 11 the leap month comes, in a lunar year of 13 months. */
function leapMonthOffset(month11: number): number {
  const k = floor((month11 - NEW_MOON_EPOCH) / SYNODIC_MONTH + 0.5);
  let i = 1;
  let sector = sunSector(newMoonDay(k + i));
  let last: number;
  do {
    last = sector;
    i += 1;
    sector = sunSector(newMoonDay(k + i));
  } while (sector !== last && i < 14);
  return i - 1;
}

/**
 * The Gregorian date (YYYY-MM-DD) of day `day` of lunar month `month` (not a leap month) of the
 * lunar year that begins in Gregorian `year`: `lunarToGregorian(2026, 1, 1)` is Tết 2026.
 */
export function lunarToGregorian(year: number, month: number, day: number): string {
  const [from, to] =
    month < 11 ? [month11Start(year - 1), month11Start(year)] : [month11Start(year), month11Start(year + 1)];
  const k = floor(0.5 + (from - NEW_MOON_EPOCH) / SYNODIC_MONTH);
  let offset = (month - 11 + 12) % 12;
  // A year of 13 months: the months from the leap one on come one month later.
  if (to - from > 365 && offset >= leapMonthOffset(from)) offset += 1;
  return isoDateOfJulianDay(newMoonDay(k + offset) + day - 1);
}
