import type { MarkerAngle, PanoramaStyle } from '#lib/vr/panoramas.ts';
import { toPixel } from '#lib/vr/panoramas.ts';
import { seededRandom } from './random.ts';

/**
 * Equirectangular (2:1) illustrations for the VR 360 page, drawn as SVG: a sky over a horizon at
 * the image's middle row, landscape silhouettes that wrap seamlessly at the left and right edges,
 * and at each marker's yaw the landmark it names, reaching up to the marker's pitch. Stand-ins
 * until a real 360° photo with the same file name replaces them.
 */
export const PANORAMA_WIDTH = 3072;
export const PANORAMA_HEIGHT = 1536;

const W = PANORAMA_WIDTH;
const H = PANORAMA_HEIGHT;
const HORIZON = H / 2;

type Rng = () => number;
const n = (value: number) => value.toFixed(1);
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const yOf = (pitch: number) => toPixel(0, pitch, W, H).y;
const xOf = (yaw: number) => toPixel(yaw, 0, W, H).x;

/** The same shape at x, x − W and x + W, so a shape crossing an edge continues on the other. */
const wrapped = (x: number, draw: (x: number) => string) => draw(x) + draw(x - W) + draw(x + W);

/** A ridge line that joins itself at the edges (whole-number frequencies), filled down to `floorY`. */
function ridge(rng: Rng, baseY: number, amplitude: number, color: string, floorY = HORIZON + 2, opacity = 1): string {
  const waves = Array.from({ length: 5 }, (_, i) => ({
    k: [2, 3, 5, 8, 13][i] as number,
    a: between(rng, 0.3, 1) / (i + 1),
    phase: between(rng, 0, Math.PI * 2),
  }));
  const total = waves.reduce((sum, w) => sum + w.a, 0);
  let d = `M0 ${n(floorY)}`;
  for (let x = 0; x <= W; x += 12) {
    const t = (x / W) * Math.PI * 2;
    const v = waves.reduce((sum, w) => sum + w.a * Math.sin(w.k * t + w.phase), 0) / total;
    d += ` L${x} ${n(baseY - amplitude * (0.5 + v / 2))}`;
  }
  return `<path d="${d} L${W} ${n(floorY)}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** A limestone tower: steep sides, a rounded top at `topY`. */
function karst(x: number, baseY: number, width: number, topY: number, color: string, opacity = 1): string {
  const h = baseY - topY;
  return wrapped(
    x,
    (cx) =>
      `<path d="M${n(cx - width / 2)} ${n(baseY)} C${n(cx - width / 2)} ${n(baseY - h * 0.9)} ${n(cx - width * 0.25)} ${n(topY)} ${n(cx)} ${n(topY)} C${n(cx + width * 0.3)} ${n(topY)} ${n(cx + width / 2)} ${n(baseY - h * 0.7)} ${n(cx + width / 2)} ${n(baseY)}Z" fill="${color}" opacity="${opacity}"/>`,
  );
}

/** The tower mirrored in still water, faded. */
function reflection(x: number, baseY: number, width: number, topY: number, color: string): string {
  return karst(x, baseY, width, baseY + (baseY - topY) * 0.6, color, 0.25);
}

function mountainPeak(x: number, baseY: number, width: number, topY: number, color: string, snow?: string): string {
  return wrapped(x, (cx) => {
    const body = `<path d="M${n(cx - width / 2)} ${n(baseY)} L${n(cx - width * 0.08)} ${n(topY + 6)} L${n(cx)} ${n(topY)} L${n(cx + width * 0.1)} ${n(topY + 10)} L${n(cx + width / 2)} ${n(baseY)}Z" fill="${color}"/>`;
    const cap = snow
      ? `<path d="M${n(cx - width * 0.12)} ${n(topY + 26)} L${n(cx)} ${n(topY)} L${n(cx + width * 0.13)} ${n(topY + 28)} L${n(cx + width * 0.03)} ${n(topY + 20)}Z" fill="${snow}"/>`
      : '';
    return body + cap;
  });
}

/** A row of shophouses with tiled roofs, from yaw `fromYaw` to `toYaw`, their roofs near `topY`. */
function houses(rng: Rng, fromYaw: number, toYaw: number, baseY: number, topY: number, walls: string[], roof: string) {
  let out = '';
  for (let x = xOf(fromYaw); x < xOf(toYaw);) {
    const w = between(rng, 40, 90);
    const top = topY + between(rng, 0, (baseY - topY) * 0.45);
    const wall = walls[Math.floor(rng() * walls.length)] as string;
    out += wrapped(
      x,
      (cx) =>
        `<rect x="${n(cx)}" y="${n(top)}" width="${n(w)}" height="${n(baseY - top)}" fill="${wall}"/>` +
        `<path d="M${n(cx - 6)} ${n(top + 4)} L${n(cx + w / 2)} ${n(top - 16)} L${n(cx + w + 6)} ${n(top + 4)}Z" fill="${roof}"/>` +
        `<rect x="${n(cx + w * 0.3)}" y="${n(top + (baseY - top) * 0.45)}" width="${n(w * 0.4)}" height="${n((baseY - top) * 0.55)}" fill="#5b3a29" opacity="0.7"/>`,
    );
    x += w + between(rng, 0, 8);
  }
  return out;
}

/** City blocks of varying height between two yaws. */
function skyline(rng: Rng, fromYaw: number, toYaw: number, baseY: number, maxPitch: number, colors: string[]) {
  let out = '';
  for (let x = xOf(fromYaw); x < xOf(toYaw);) {
    const w = between(rng, 30, 80);
    const top = yOf(between(rng, 1.2, maxPitch));
    const color = colors[Math.floor(rng() * colors.length)] as string;
    out += wrapped(
      x,
      (cx) => `<rect x="${n(cx)}" y="${n(top)}" width="${n(w)}" height="${n(baseY - top)}" fill="${color}"/>`,
    );
    x += w;
  }
  return out;
}

/** A row of round tree crowns along the horizon. */
function trees(rng: Rng, fromYaw: number, toYaw: number, baseY: number, size: number, colors: string[]) {
  let out = '';
  for (let x = xOf(fromYaw); x < xOf(toYaw); x += between(rng, size * 0.6, size * 1.2)) {
    const r = between(rng, size * 0.5, size);
    const color = colors[Math.floor(rng() * colors.length)] as string;
    out += wrapped(x, (cx) => `<circle cx="${n(cx)}" cy="${n(baseY - r * 0.8)}" r="${n(r)}" fill="${color}"/>`);
  }
  return out;
}

/** A tiered pagoda or gate whose roof tip reaches `topY`. */
function pagoda(x: number, baseY: number, topY: number, roof: string, wall: string, tiers = 3): string {
  const h = (baseY - topY) / tiers;
  let out = '';
  for (let i = 0; i < tiers; i++) {
    const w = h * (2.4 - i * 0.45);
    const bottom = baseY - i * h;
    out += wrapped(
      x,
      (cx) =>
        `<rect x="${n(cx - w * 0.3)}" y="${n(bottom - h * 0.75)}" width="${n(w * 0.6)}" height="${n(h * 0.75)}" fill="${wall}"/>` +
        `<path d="M${n(cx - w / 2)} ${n(bottom - h * 0.6)} Q${n(cx)} ${n(bottom - h * 1.1)} ${n(cx + w / 2)} ${n(bottom - h * 0.6)} Q${n(cx)} ${n(bottom - h * 0.85)} ${n(cx - w / 2)} ${n(bottom - h * 0.6)}Z" fill="${roof}"/>`,
    );
  }
  return (
    out + wrapped(x, (cx) => `<rect x="${n(cx - 2)}" y="${n(topY)}" width="4" height="${n(h * 0.4)}" fill="${roof}"/>`)
  );
}

function waves(rng: Rng, fromY: number, toY: number, count: number, color: string, fromX = 0, toX = W): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = between(rng, fromY, toY);
    const x = between(rng, fromX, toX);
    const len = between(rng, 20, 90) * (1 + ((y - HORIZON) / (H / 2)) * 4);
    out += wrapped(
      x,
      (cx) =>
        `<path d="M${n(cx)} ${n(y)} h${n(len)}" stroke="${color}" stroke-opacity="0.35" stroke-width="${n(2 + (y - HORIZON) / 90)}" stroke-linecap="round"/>`,
    );
  }
  return out;
}

function defs(sky: [string, string], ground: [string, string]): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${HORIZON + 1}" fill="url(#sky)"/><rect y="${HORIZON}" width="${W}" height="${HORIZON}" fill="url(#ground)"/>`
  );
}

function sun(yaw: number, pitch: number, color: string): string {
  const { x, y } = toPixel(yaw, pitch, W, H);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="70" fill="${color}" opacity="0.35"/><circle cx="${n(x)}" cy="${n(y)}" r="44" fill="${color}"/>`;
}

function clouds(rng: Rng, count: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, W);
    const y = yOf(between(rng, 12, 40));
    const w = between(rng, 120, 320);
    out += wrapped(
      x,
      (cx) =>
        `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(w / 9)}" fill="${color}" opacity="0.7"/><ellipse cx="${n(cx + w * 0.15)}" cy="${n(y - w / 12)}" rx="${n(w / 4)}" ry="${n(w / 10)}" fill="${color}" opacity="0.8"/>`,
    );
  }
  return out;
}

/** The boat's deck or the shore under the camera: fills the bottom of the sphere. */
const nadir = (color: string, fromPitch = -62) =>
  `<rect y="${n(yOf(fromPitch))}" width="${W}" height="${n(H - yOf(fromPitch))}" fill="${color}"/>`;

type Draw = (rng: Rng, markers: MarkerAngle[]) => string;

const at = (markers: MarkerAngle[], index: number) => markers[index] as MarkerAngle;

const STYLES: Record<PanoramaStyle, Draw> = {
  bay: (rng, markers) => {
    let out =
      defs(['#5fa8d3', '#e4f2fb'], ['#2a9d8f', '#0b4f5c']) + sun(150, 24, '#fff3c4') + clouds(rng, 10, '#ffffff');
    out += ridge(rng, HORIZON - 20, 40, '#9db9c6', HORIZON + 2, 0.8);
    for (let i = 0; i < 40; i++) {
      const x = between(rng, 0, W);
      const top = yOf(between(rng, 2, 7));
      const w = between(rng, 40, 150);
      out +=
        karst(x, HORIZON + 2, w, top, i % 2 ? '#5b7f6e' : '#4a6b5d') + reflection(x, HORIZON + 2, w, top, '#0b3d3a');
    }
    for (const m of markers) {
      const x = xOf(m.yaw);
      for (const [dx, scale] of [
        [-70, 0.7],
        [60, 0.8],
        [0, 1],
      ] as const) {
        const top = yOf(m.pitch * scale);
        out +=
          karst(x + dx, HORIZON + 2, 170 * scale, top, '#3d5a4c') +
          reflection(x + dx, HORIZON + 2, 170 * scale, top, '#0b3d3a');
      }
    }
    return (
      out +
      waves(rng, HORIZON + 10, yOf(-60), 160, '#ffffff') +
      nadir('#8a5a3b') +
      `<rect y="${n(yOf(-62))}" width="${W}" height="14" fill="#6d4329"/>`
    );
  },
  'old-town': (rng, markers) => {
    let out =
      defs(['#f3a683', '#fde2c4'], ['#6b8f71', '#3c5a40']) + sun(-120, 9, '#ff8c5a') + clouds(rng, 6, '#fff3e6');
    out += ridge(rng, HORIZON - 30, 50, '#b9a7b8', HORIZON + 2, 0.7);
    const [town, marble, islands, mySon] = [at(markers, 0), at(markers, 1), at(markers, 2), at(markers, 3)];
    out += mountainPeak(xOf(mySon.yaw), HORIZON + 2, 520, yOf(mySon.pitch), '#8f7f99');
    out +=
      karst(xOf(marble.yaw), HORIZON + 2, 90, yOf(marble.pitch), '#6f6f86') +
      karst(xOf(marble.yaw) + 70, HORIZON + 2, 60, yOf(marble.pitch * 0.6), '#7d7d93');
    out += ridge(seededRandom('cham'), HORIZON - 6, 10, '#98a9b4', HORIZON + 2, 0);
    out +=
      karst(xOf(islands.yaw), HORIZON + 2, 260, yOf(islands.pitch), '#8aa0ad') +
      karst(xOf(islands.yaw) + 150, HORIZON + 2, 140, yOf(islands.pitch * 0.6), '#93a8b4');
    out += trees(rng, -180, 180, HORIZON + 4, 22, ['#4f772d', '#31572c', '#5f8d3e']);
    out += houses(
      rng,
      town.yaw - 40,
      town.yaw + 40,
      yOf(-1.5),
      yOf(town.pitch),
      ['#f2c14e', '#f7d774', '#e9b949', '#f4a259'],
      '#a4462f',
    );
    // The Thu Bon river between the camera and the old town, lanterns reflected in it.
    out +=
      `<path d="M0 ${n(yOf(-1.5))} H${W} V${n(yOf(-22))} H0Z" fill="#4c7f8c"/>` +
      waves(rng, yOf(-2), yOf(-22), 120, '#ffe3b3');
    for (let i = 0; i < 60; i++) {
      const x = between(rng, xOf(town.yaw - 40), xOf(town.yaw + 40));
      const y = yOf(between(rng, 0.5, town.pitch * 0.6));
      const color = ['#e63946', '#ffb703', '#fb8500'][i % 3] as string;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${color}"/><circle cx="${n(x)}" cy="${n(2 * yOf(-1.5) - y)}" r="6" fill="${color}" opacity="0.35"/>`;
    }
    return out + nadir('#7a6a58', -55);
  },
  mountains: (rng, markers) => {
    const [town, peak] = [at(markers, 0), at(markers, 1)];
    let out =
      defs(['#7fb3d5', '#eef6f9'], ['#7aa95c', '#3e6b35']) + sun(110, 30, '#fff6d5') + clouds(rng, 14, '#ffffff');
    out += ridge(rng, HORIZON - 60, 110, '#9fb6c8', HORIZON + 2);
    out += mountainPeak(xOf(peak.yaw), HORIZON + 2, 900, yOf(peak.pitch), '#6f8aa3', '#f4f7fa');
    out += ridge(rng, HORIZON - 10, 80, '#5d7f6a', HORIZON + 40);
    out += ridge(rng, HORIZON + 30, 60, '#4b7352', HORIZON + 120);
    // Rice terraces down the slope below the horizon.
    for (let i = 0; i < 26; i++) {
      const y = yOf(-6 - i * 2.2);
      const phase = between(rng, 0, Math.PI * 2);
      let d = `M0 ${n(y)}`;
      for (let x = 0; x <= W; x += 24) d += ` L${x} ${n(y + 10 * Math.sin((x / W) * Math.PI * 6 + phase))}`;
      out += `<path d="${d}" stroke="${i % 2 ? '#a7c957' : '#c9d97a'}" stroke-width="9" fill="none" opacity="0.8"/>`;
    }
    out += houses(
      rng,
      town.yaw - 12,
      town.yaw + 12,
      yOf(town.pitch - 3),
      yOf(town.pitch),
      ['#f1e3d3', '#e6ccb2', '#ddd2c5'],
      '#7f4f24',
    );
    out += pagoda(xOf(town.yaw + 3), yOf(town.pitch - 3), yOf(town.pitch + 3), '#7f4f24', '#f1e3d3', 2);
    return out + trees(rng, -180, 180, yOf(-40), 60, ['#2d6a4f', '#1b4332']) + nadir('#3b5b33', -55);
  },
  'lake-city': (rng, markers) => {
    const [lake, oldQuarter, citadel, temple] = [at(markers, 0), at(markers, 1), at(markers, 2), at(markers, 3)];
    let out = defs(['#9cc5e0', '#f1f5f2'], ['#5f8575', '#2f4f43']) + clouds(rng, 12, '#ffffff');
    out += skyline(rng, -180, 180, HORIZON + 2, 8, ['#c8c2b8', '#b9b1a5', '#d9d2c5', '#a9a294']);
    out += houses(
      rng,
      oldQuarter.yaw - 14,
      oldQuarter.yaw + 14,
      HORIZON + 2,
      yOf(oldQuarter.pitch),
      ['#e9d8a6', '#f2e8cf', '#e0c097'],
      '#8d5a3b',
    );
    out += pagoda(xOf(citadel.yaw), HORIZON + 2, yOf(citadel.pitch), '#7f5539', '#b08968', 3);
    out += pagoda(xOf(temple.yaw), HORIZON + 2, yOf(temple.pitch), '#9c2f2f', '#e9c46a', 2);
    out += trees(rng, -180, 180, HORIZON + 6, 12, ['#2d6a4f', '#40916c', '#52796f']);
    // The lake fills the view ahead; the Turtle Tower stands on its islet.
    out += `<path d="M${n(xOf(-95))} ${n(HORIZON + 6)} H${n(xOf(95))} L${n(xOf(120))} ${H} H${n(xOf(-120))}Z" fill="#4f8f8b"/>`;
    out += waves(rng, HORIZON + 12, yOf(-40), 90, '#e8f6f3', xOf(-85), xOf(75));
    const tx = xOf(lake.yaw);
    out += `<ellipse cx="${n(tx)}" cy="${n(HORIZON + 10)}" rx="60" ry="8" fill="#3a5a40"/>`;
    out += `<rect x="${n(tx - 14)}" y="${n(yOf(lake.pitch))}" width="28" height="${n(HORIZON + 6 - yOf(lake.pitch))}" fill="#d6ccc2"/><path d="M${n(tx - 20)} ${n(yOf(lake.pitch))} L${n(tx)} ${n(yOf(lake.pitch) - 14)} L${n(tx + 20)} ${n(yOf(lake.pitch))}Z" fill="#6c584c"/>`;
    return out + nadir('#9b9b93', -58);
  },
  'karst-river': (rng, markers) => {
    let out =
      defs(['#a9c8d8', '#eef3ea'], ['#3f7f6e', '#174a3f']) + sun(-60, 35, '#fffbe0') + clouds(rng, 8, '#ffffff');
    for (let i = 0; i < 34; i++) {
      const x = between(rng, 0, W);
      const top = yOf(between(rng, 4, 12));
      out += karst(
        x,
        HORIZON + 2,
        between(rng, 120, 260),
        top,
        ['#6a8f72', '#587d62', '#7aa081'][i % 3] as string,
        0.9,
      );
    }
    for (const m of markers) {
      const top = yOf(m.pitch);
      out +=
        karst(xOf(m.yaw), HORIZON + 2, 320, top, '#2f5d47') + reflection(xOf(m.yaw), HORIZON + 2, 320, top, '#0e3b2e');
    }
    const pagodaAt = at(markers, 2);
    out += pagoda(
      xOf(pagodaAt.yaw) + 40,
      yOf(pagodaAt.pitch * 0.55),
      yOf(pagodaAt.pitch * 0.9),
      '#8d3b2f',
      '#e9c46a',
      3,
    );
    out += trees(rng, -180, 180, HORIZON + 4, 16, ['#386641', '#6a994e']);
    out += waves(rng, HORIZON + 8, yOf(-55), 110, '#ffffff');
    // The bow of the rowing boat.
    out += `<path d="M${n(xOf(-25))} ${H} Q${n(xOf(0))} ${n(yOf(-48))} ${n(xOf(25))} ${H}Z" fill="#6f4e37"/>`;
    return out + nadir('#5c3d2e', -66);
  },
};

/**
 * The SVG of one panorama.
 * @param markers the scene's marker angles, its own place first (see markerAngles)
 */
export function renderPanorama(style: PanoramaStyle, seed: string, markers: MarkerAngle[]): string {
  const body = STYLES[style](seededRandom(`panorama/${seed}`), markers);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
