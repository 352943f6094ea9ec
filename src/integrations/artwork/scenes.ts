import { seededRandom } from './random.ts';

/**
 * Flat-colour illustrations, one scene per kind of subject, varied by a seed (the entry's slug and
 * image number): time of day, horizon, shapes and their positions. Stand-ins until an editor puts
 * a photo with the same file name beside them.
 */
export type Scene =
  | 'karst'
  | 'mountains'
  | 'terraces'
  | 'beach'
  | 'cave'
  | 'citadel'
  | 'pagoda'
  | 'museum'
  | 'market'
  | 'food'
  | 'hotel'
  | 'airport'
  | 'lake'
  | 'city'
  | 'delta'
  | 'lanterns'
  | 'road';

export const WIDTH = 1200;
export const HEIGHT = 800;

const SKIES = [
  { top: '#ffd3c4', bottom: '#fff3e6', sun: '#ff8a65', ink: '#2f3e46', night: false }, // dawn
  { top: '#8ecae6', bottom: '#e0f4ff', sun: '#ffe08a', ink: '#1d3557', night: false }, // day
  { top: '#b392f0', bottom: '#ffc6a8', sun: '#ff7b54', ink: '#3a2e5c', night: false }, // dusk
  { top: '#0b1d3a', bottom: '#2c4a7c', sun: '#f4f1de', ink: '#0a1428', night: true }, // night
];
const GREENS = ['#2d6a4f', '#40916c', '#1b4332', '#52b788', '#386641', '#6a994e'];
const WATERS = ['#219ebc', '#0a9396', '#48cae4', '#2a9d8f', '#126782'];
const ACCENTS = ['#e63946', '#ff609a', '#f4a261', '#e9c46a', '#d62828', '#f77f00'];
const FRUIT = ['#f4a261', '#e9c46a', '#90be6d', '#e63946'];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const n = (value: number) => value.toFixed(1);

function ridge(rng: Rng, baseY: number, amplitude: number, peaks: number, rounded: boolean): string {
  const step = WIDTH / peaks;
  let d = `M0 ${HEIGHT} L0 ${n(baseY)}`;
  for (let i = 0; i < peaks; i++) {
    const x = i * step;
    const peakY = baseY - between(rng, amplitude * 0.4, amplitude);
    if (rounded)
      d += ` C${n(x + step * 0.25)} ${n(peakY)} ${n(x + step * 0.45)} ${n(peakY)} ${n(x + step * 0.5)} ${n(peakY)}`;
    else d += ` L${n(x + step * 0.5)} ${n(peakY)}`;
    d += ` L${n(x + step)} ${n(baseY - between(rng, 0, amplitude * 0.25))}`;
  }
  return `${d} L${WIDTH} ${HEIGHT}Z`;
}

function karstPeaks(rng: Rng, baseY: number, color: string, count: number, opacity: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(rng, -50, WIDTH);
    const w = between(rng, 80, 200);
    const h = between(rng, 150, 380);
    out += `<path d="M${n(x)} ${n(baseY)} C${n(x)} ${n(baseY - h)} ${n(x + w * 0.2)} ${n(baseY - h * 1.05)} ${n(x + w / 2)} ${n(baseY - h)} C${n(x + w * 0.8)} ${n(baseY - h * 0.95)} ${n(x + w)} ${n(baseY - h * 0.6)} ${n(x + w)} ${n(baseY)}Z" fill="${color}" opacity="${opacity}"/>`;
  }
  return out;
}

function water(rng: Rng, y: number, color: string): string {
  let waves = '';
  for (let i = 0; i < 9; i++) {
    const wy = between(rng, y + 20, HEIGHT - 20);
    const wx = between(rng, 0, WIDTH - 200);
    waves += `<path d="M${n(wx)} ${n(wy)} h${n(between(rng, 60, 220))}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `<rect x="0" y="${n(y)}" width="${WIDTH}" height="${n(HEIGHT - y)}" fill="${color}"/>${waves}`;
}

function boat(rng: Rng, y: number, ink: string, accent: string): string {
  const x = between(rng, 150, WIDTH - 300);
  return `<path d="M${n(x)} ${n(y)} h160 l-25 28 h-110z" fill="${ink}"/><path d="M${n(x + 60)} ${n(y)} v-90 l70 80z" fill="${accent}"/>`;
}

function building(x: number, y: number, w: number, h: number, body: string, roof: string, windows: string): string {
  let out = `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${body}"/>`;
  for (let wy = y - h + 20; wy < y - 30; wy += 40) {
    for (let wx = x + 15; wx < x + w - 25; wx += 35) {
      out += `<rect x="${n(wx)}" y="${n(wy)}" width="16" height="22" fill="${windows}"/>`;
    }
  }
  return out + `<rect x="${n(x - 6)}" y="${n(y - h - 12)}" width="${n(w + 12)}" height="14" fill="${roof}"/>`;
}

function tieredRoof(x: number, y: number, w: number, tiers: number, color: string, wall: string): string {
  let out = '';
  let width = w;
  let top = y;
  for (let i = 0; i < tiers; i++) {
    const left = x + (w - width) / 2;
    out += `<rect x="${n(left + width * 0.15)}" y="${n(top - 50)}" width="${n(width * 0.7)}" height="50" fill="${wall}"/>`;
    out += `<path d="M${n(left - 20)} ${n(top - 50)} Q${n(x + w / 2)} ${n(top - 95)} ${n(left + width + 20)} ${n(top - 50)} Z" fill="${color}"/>`;
    top -= 70;
    width *= 0.75;
  }
  return out;
}

function palm(x: number, base: number, height: number, leaf: string): string {
  const top = base - height;
  return (
    `<path d="M${n(x)} ${n(base)} q10 ${n(-height * 0.6)} -5 ${n(-height)}" stroke="#6b4f2a" stroke-width="10" fill="none"/>` +
    `<path d="M${n(x - 5)} ${n(top)} q-70 10 -110 60 M${n(x - 5)} ${n(top)} q70 0 110 50 M${n(x - 5)} ${n(top)} q-20 -60 -70 -80 M${n(x - 5)} ${n(top)} q30 -60 80 -70" stroke="${leaf}" stroke-width="14" fill="none" stroke-linecap="round"/>`
  );
}

function scene(kind: Scene, rng: Rng): string {
  const sky = pick(rng, SKIES);
  const green = pick(rng, GREENS);
  const sea = pick(rng, WATERS);
  const accent = pick(rng, ACCENTS);
  const horizon = between(rng, 430, 560);
  const sunX = between(rng, 150, WIDTH - 150);
  const sunY = between(rng, 110, horizon - 140);
  const skyLayer =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(between(rng, 45, 80))}" fill="${sky.sun}" opacity="0.9"/>`;
  const far = ridge(rng, horizon - 40, 160, 5, true);
  let out = skyLayer;
  switch (kind) {
    case 'karst':
      out += karstPeaks(rng, horizon + 10, sky.ink, 5, 0.3);
      out += karstPeaks(rng, horizon + 20, green, 6, 0.95);
      out += water(rng, horizon, sea) + boat(rng, horizon + 120, sky.ink, accent);
      break;
    case 'mountains':
      out += `<path d="${far}" fill="${sky.ink}" opacity="0.35"/><path d="${ridge(rng, horizon + 40, 260, 4, false)}" fill="${green}"/>`;
      out += `<path d="${ridge(rng, horizon + 180, 120, 6, true)}" fill="#1b4332" opacity="0.85"/>`;
      break;
    case 'terraces': {
      out += `<path d="${far}" fill="${sky.ink}" opacity="0.3"/>`;
      const gold = rng() > 0.5;
      for (let i = 0; i < 9; i++) {
        const y = horizon - 60 + i * 45;
        const fill = i % 2 ? (gold ? '#e9c46a' : '#95d5b2') : gold ? '#f4a261' : '#52b788';
        out += `<path d="M0 ${n(y + 30)} Q${WIDTH * 0.3} ${n(y - 25 + between(rng, -10, 10))} ${WIDTH * 0.6} ${n(y + 10)} T${WIDTH} ${n(y - 5)} V${HEIGHT} H0Z" fill="${fill}"/>`;
      }
      break;
    }
    case 'beach':
      out += water(rng, horizon, sea);
      out += `<path d="M0 ${HEIGHT - 170} Q${WIDTH / 2} ${HEIGHT - 260} ${WIDTH} ${HEIGHT - 150} V${HEIGHT} H0Z" fill="#f1dca7"/>`;
      out += palm(between(rng, 80, 300), HEIGHT - 190, between(rng, 220, 320), green);
      out += `<circle cx="${n(between(rng, 700, 1000))}" cy="${HEIGHT - 150}" r="40" fill="${accent}"/>`;
      break;
    case 'cave': {
      out = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0d1b1e"/>`;
      out += `<path d="M${WIDTH * 0.2} ${HEIGHT} Q${WIDTH * 0.25} ${n(between(rng, 120, 220))} ${WIDTH * 0.55} ${n(between(rng, 120, 200))} Q${WIDTH * 0.85} ${n(between(rng, 180, 260))} ${WIDTH * 0.85} ${HEIGHT}Z" fill="${sky.bottom}"/>`;
      out += `<path d="M${WIDTH * 0.2} ${HEIGHT} Q${WIDTH * 0.5} ${HEIGHT - 180} ${WIDTH * 0.85} ${HEIGHT}Z" fill="${green}"/>`;
      for (let i = 0; i < 7; i++) {
        const x = between(rng, 80, WIDTH - 80);
        out += `<path d="M${n(x - 25)} 0 L${n(x)} ${n(between(rng, 90, 240))} L${n(x + 25)} 0Z" fill="#1f3a3f"/>`;
      }
      break;
    }
    case 'citadel':
      out += `<path d="${far}" fill="${green}" opacity="0.45"/>`;
      out += `<rect x="0" y="${n(horizon + 60)}" width="${WIDTH}" height="${HEIGHT}" fill="#c9a66b"/>`;
      out += `<rect x="${WIDTH * 0.2}" y="${n(horizon - 60)}" width="${WIDTH * 0.6}" height="140" fill="#8d3b2f"/>`;
      out += `<path d="M${WIDTH * 0.5 - 60} ${n(horizon + 80)} v-70 a60 60 0 0 1 120 0 v70z" fill="#3d2418"/>`;
      out += tieredRoof(WIDTH * 0.3, horizon - 60, WIDTH * 0.4, 2, '#d9a441', '#b5533c');
      break;
    case 'pagoda':
      out += `<path d="${far}" fill="${green}" opacity="0.5"/><rect x="0" y="${n(horizon + 80)}" width="${WIDTH}" height="${HEIGHT}" fill="${green}"/>`;
      out += tieredRoof(between(rng, 350, 650), horizon + 90, 240, 3 + Math.floor(rng() * 3), '#7f2e1e', '#f2e8cf');
      break;
    case 'museum':
      out += `<rect x="0" y="${n(horizon + 90)}" width="${WIDTH}" height="${HEIGHT}" fill="#d8d2c4"/>`;
      out += `<path d="M250 ${n(horizon - 80)} L600 ${n(horizon - 200)} L950 ${n(horizon - 80)}Z" fill="#f2e8cf"/>`;
      for (let i = 0; i < 6; i++)
        out += `<rect x="${290 + i * 120}" y="${n(horizon - 80)}" width="40" height="170" fill="#fffaf0"/>`;
      out += `<rect x="250" y="${n(horizon + 80)}" width="700" height="20" fill="#b8b0a0"/>`;
      break;
    case 'market':
      out += `<rect x="0" y="${n(horizon)}" width="${WIDTH}" height="${HEIGHT}" fill="#cfc2a8"/>`;
      for (let i = 0; i < 5; i++) {
        const x = 60 + i * 230;
        out += `<rect x="${x}" y="${n(horizon - 40)}" width="190" height="150" fill="#8c6b4f"/>`;
        out += `<path d="M${x - 15} ${n(horizon - 40)} l25 -70 h150 l25 70z" fill="${pick(rng, ACCENTS)}"/>`;
        for (let j = 0; j < 4; j++) {
          out += `<circle cx="${x + 30 + j * 42}" cy="${n(horizon + 30)}" r="16" fill="${pick(rng, FRUIT)}"/>`;
        }
      }
      break;
    case 'food':
      out = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(rng, ['#fdf0d5', '#f1faee', '#ffe8d6'])}"/>`;
      out += `<circle cx="600" cy="430" r="300" fill="${pick(rng, ['#a8dadc', '#ffb4a2', '#e9edc9'])}"/>`;
      out += `<path d="M330 400 h540 a270 230 0 0 1 -540 0z" fill="#ffffff"/><path d="M360 400 h480 a240 60 0 0 1 -480 0z" fill="#e9c46a"/>`;
      for (let i = 0; i < 8; i++) {
        out += `<circle cx="${n(between(rng, 420, 780))}" cy="${n(between(rng, 395, 430))}" r="${n(between(rng, 12, 26))}" fill="${pick(rng, ['#52b788', '#d62828', '#ffffff', '#8d5524'])}"/>`;
      }
      for (let i = 0; i < 3; i++) {
        out += `<path d="M${500 + i * 100} 330 q-30 -50 0 -100 q30 -50 0 -100" stroke="#adb5bd" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.7"/>`;
      }
      out += `<path d="M800 250 L980 520 M830 240 L1000 500" stroke="#6b4f2a" stroke-width="12" stroke-linecap="round"/>`;
      break;
    case 'hotel':
      out += `<path d="${far}" fill="${green}" opacity="0.4"/><rect x="0" y="${n(horizon + 120)}" width="${WIDTH}" height="${HEIGHT}" fill="#b7b7a4"/>`;
      out += building(320, horizon + 120, 560, 360, '#f2e8cf', '#264653', sky.night ? '#ffd166' : '#8ecae6');
      out += `<rect x="560" y="${n(horizon + 40)}" width="80" height="80" fill="#264653"/>`;
      break;
    case 'airport':
      out += `<rect x="0" y="${n(horizon + 60)}" width="${WIDTH}" height="${HEIGHT}" fill="#adb5bd"/><rect x="0" y="${n(horizon + 200)}" width="${WIDTH}" height="30" fill="#ffffff" opacity="0.6"/>`;
      out += `<path d="M150 ${n(horizon + 60)} q450 -160 900 0z" fill="#dee2e6"/>`;
      out += `<g transform="translate(${n(between(rng, 250, 700))} ${n(sunY + 40)}) rotate(-12)"><rect x="0" y="0" width="260" height="36" rx="18" fill="#ffffff"/><path d="M100 18 l-40 90 h40 l60 -90z" fill="#ced4da"/><path d="M20 18 l-30 -50 h30 l40 50z" fill="${accent}"/></g>`;
      break;
    case 'lake':
      out += `<path d="${far}" fill="${green}" opacity="0.6"/>` + water(rng, horizon, sea);
      out += `<rect x="${n(between(rng, 400, 700))}" y="${n(horizon - 70)}" width="70" height="90" fill="#e9d8a6"/>`;
      out += `<path d="M0 ${HEIGHT - 80} q300 -60 600 0 t600 0 V${HEIGHT} H0z" fill="${green}"/>`;
      break;
    case 'city':
      for (let i = 0; i < 10; i++) {
        const color = pick(rng, ['#577590', '#4d908e', '#43aa8b', '#f9c74f', '#90be6d']);
        out += building(
          i * 125 + between(rng, -10, 10),
          horizon + 120,
          between(rng, 80, 140),
          between(rng, 120, 380),
          color,
          '#264653',
          '#e0fbfc',
        );
      }
      out += `<rect x="0" y="${n(horizon + 120)}" width="${WIDTH}" height="${HEIGHT}" fill="#495057"/>`;
      break;
    case 'delta':
      out += water(rng, horizon, '#c08552');
      for (let i = 0; i < 6; i++) out += palm(between(rng, 0, WIDTH), horizon, 200, green);
      out += boat(rng, horizon + 150, '#5e3023', accent);
      break;
    case 'lanterns':
      out += `<rect x="0" y="${n(horizon + 100)}" width="${WIDTH}" height="${HEIGHT}" fill="${sky.ink}"/>`;
      for (let i = 0; i < 9; i++) {
        const x = 80 + i * 130 + between(rng, -20, 20);
        const y = between(rng, 150, 420);
        out += `<path d="M${n(x)} 0 V${n(y - 40)}" stroke="${sky.ink}" stroke-width="3"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="38" ry="48" fill="${pick(rng, ACCENTS)}"/><rect x="${n(x - 15)}" y="${n(y + 44)}" width="30" height="10" fill="#6b4f2a"/>`;
      }
      break;
    case 'road': {
      out += `<path d="${far}" fill="${sky.ink}" opacity="0.3"/><path d="${ridge(rng, horizon + 60, 220, 4, true)}" fill="${green}"/>`;
      const road = `M${WIDTH * 0.55} ${HEIGHT} C${WIDTH * 0.1} ${HEIGHT - 180} ${WIDTH * 0.9} ${n(horizon + 180)} ${WIDTH * 0.45} ${n(horizon + 20)}`;
      out += `<path d="${road}" stroke="#e9ecef" stroke-width="34" fill="none"/><path d="${road}" stroke="#adb5bd" stroke-width="4" stroke-dasharray="22 18" fill="none"/>`;
      break;
    }
  }
  return out;
}

/** The SVG of one illustration. */
export function renderScene(kind: Scene, seed: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(kind, seededRandom(seed))}</svg>`;
}
