/**
 * Plays a `<video-player>` (src/components/videos/VideoPlayer.astro) from its HLS stream, loaded
 * only when the visitor reaches or presses the play button:
 * - hls.js (light build) where the browser has Media Source Extensions, so the quality follows the
 *   measured bandwidth and the page can show it;
 * - the browser's own HLS where it has no MediaSource but plays HLS (iPhone Safari);
 * - otherwise a link to the stream.
 * The element's data attributes say what happens: `state` (idle, loading, playing, paused, error,
 * unsupported), `engine` (hls.js, native), `level` and `height` (the rendition on screen).
 */
import type Hls from 'hls.js/light';
import { elementTranslator } from '#lib/i18n/island-translator.ts';

type Engine = 'hls.js' | 'native';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Which player a browser gets; Chromium now answers "maybe" for HLS too, so MSE is asked first. */
export function chooseEngine(hasMediaSource: boolean, playsHls: boolean): Engine | undefined {
  if (hasMediaSource) return 'hls.js';
  if (playsHls) return 'native';
  return undefined;
}

const players = new WeakMap<HTMLElement, { video: HTMLVideoElement; hls?: Hls }>();

function parts(host: HTMLElement) {
  return {
    frame: host.querySelector<HTMLElement>('.player__frame'),
    poster: host.querySelector<HTMLElement>('.player__poster'),
    button: host.querySelector<HTMLButtonElement>('.player__play'),
    status: host.querySelector<HTMLElement>('.player__status'),
    fallback: host.querySelector<HTMLElement>('.player__fallback'),
  };
}

function say(host: HTMLElement, message: string): void {
  const { status } = parts(host);
  if (status) status.textContent = message;
}

/** Back to the poster and the button, with a message; the next press starts afresh. */
function fail(host: HTMLElement, state: 'error' | 'unsupported'): void {
  const player = players.get(host);
  player?.hls?.destroy();
  player?.video.remove();
  players.delete(host);
  const { poster, button, fallback } = parts(host);
  poster?.removeAttribute('hidden');
  button?.removeAttribute('hidden');
  if (state === 'unsupported') fallback?.removeAttribute('hidden');
  host.dataset.state = state;
  say(host, elementTranslator(host)(`player.${state}`));
  button?.focus();
}

async function attachHls(host: HTMLElement, video: HTMLVideoElement, src: string): Promise<Hls | undefined> {
  const { default: HlsPlayer } = await import('hls.js/light');
  if (!HlsPlayer.isSupported()) return undefined;
  const hls = new HlsPlayer({
    // On roaming data, fetch only a little ahead of what is watched (hls.js buffers 30 s by default).
    maxBufferLength: 6,
    maxMaxBufferLength: 12,
  });
  hls.on(HlsPlayer.Events.LEVEL_SWITCHED, (_event, { level }) => {
    const height = hls.levels[level]?.height;
    host.dataset.level = String(level);
    host.dataset.height = String(height ?? '');
    const quality = host.querySelector<HTMLElement>('.player__status');
    if (quality && height && host.dataset.state !== 'error') {
      quality.textContent = elementTranslator(host)('player.quality', { quality: `${height}p` });
    }
  });
  hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
    else fail(host, 'error');
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return hls;
}

/** Starts (or resumes) playback of one player; safe to call again while it loads. */
export async function startPlayback(host: HTMLElement): Promise<void> {
  const existing = players.get(host);
  if (existing) {
    await existing.video.play().catch(() => undefined);
    return;
  }
  if (host.dataset.state === 'loading') return;
  const src = host.dataset.src;
  const { frame, poster, button, fallback } = parts(host);
  if (!src || !frame) return;
  host.dataset.state = 'loading';
  fallback?.setAttribute('hidden', '');
  say(host, elementTranslator(host)('player.loading'));

  const video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'auto';
  if (host.dataset.poster) video.poster = host.dataset.poster;
  video.setAttribute('aria-label', elementTranslator(host)('player.label', { title: host.dataset.title ?? '' }));

  let engine = chooseEngine('MediaSource' in window, video.canPlayType(HLS_TYPE) !== '');
  let hls: Hls | undefined;
  try {
    if (engine === 'hls.js') {
      hls = await attachHls(host, video, src);
      if (!hls) engine = video.canPlayType(HLS_TYPE) ? 'native' : undefined;
    }
  } catch {
    // The hls.js chunk did not arrive (offline, or a deploy removed it).
    fail(host, 'error');
    return;
  }
  if (!engine) {
    fail(host, 'unsupported');
    return;
  }
  if (engine === 'native') video.src = src;
  host.dataset.engine = engine;
  players.set(host, { video, hls });

  video.addEventListener('playing', () => {
    host.dataset.state = 'playing';
    if (engine === 'native') say(host, '');
  });
  video.addEventListener('pause', () => {
    if (host.dataset.state === 'playing') host.dataset.state = 'paused';
  });
  video.addEventListener('error', () => {
    if (engine === 'native') fail(host, 'error');
  });

  poster?.setAttribute('hidden', '');
  button?.setAttribute('hidden', '');
  frame.append(video);
  video.focus();
  // A browser that refuses to start without another gesture leaves the controls to the visitor.
  await video.play().catch(() => undefined);
}
