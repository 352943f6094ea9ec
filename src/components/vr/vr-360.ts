import { elementTranslator } from '#lib/i18n/island-translator.ts';
import type { ViewerHandle, ViewerScene, ViewerStrings } from './vr-viewer.ts';

/**
 * /vr-360/: shows each panorama's "open 360° view" button when the browser can draw WebGL 2
 * (what the viewer's three.js needs), or a note that the still picture stays. The viewer's chunk
 * is imported on the first press, never before and never on another page; one viewer is open at
 * a time.
 */

/** Whether a WebGL 2 context can be made: the API exists and the GPU (or its software stand-in) answers. */
export function canDrawWebGL(): boolean {
  try {
    if (typeof WebGL2RenderingContext === 'undefined') return false;
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

const t = elementTranslator(document.querySelector<HTMLElement>('[data-vr-root]') ?? document.documentElement);
/** The viewer's labels that Photo Sphere Viewer lets us localize (locales' `vr:viewer.*`). */
const VIEWER_LABELS = [
  'zoom',
  'zoomIn',
  'zoomOut',
  'moveUp',
  'moveDown',
  'moveLeft',
  'moveRight',
  'fullscreen',
  'loading',
  'menu',
  'close',
  'twoFingers',
  'ctrlZoom',
];
const strings: ViewerStrings = {
  open: t('open'),
  opening: t('opening'),
  close: t('close'),
  lang: Object.fromEntries(VIEWER_LABELS.map((key) => [key, t(`viewer.${key}`)])),
};
let current: { section: HTMLElement; handle?: ViewerHandle } | undefined;

const parts = (section: HTMLElement) => ({
  stage: section.querySelector<HTMLElement>('[data-vr-stage]'),
  button: section.querySelector<HTMLButtonElement>('[data-vr-open]'),
  error: section.querySelector<HTMLElement>('[data-vr-error]'),
});

function close(section: HTMLElement): void {
  const { stage, button } = parts(section);
  if (current?.section === section) {
    current.handle?.destroy();
    current = undefined;
  }
  stage?.querySelector('.vr-viewer')?.remove();
  stage?.removeAttribute('data-state');
  if (button) {
    button.textContent = strings.open;
    button.setAttribute('aria-expanded', 'false');
    button.disabled = false;
  }
}

async function open(section: HTMLElement): Promise<void> {
  const { stage, button, error } = parts(section);
  if (!stage || !button) return;
  if (current) close(current.section);
  current = { section };
  const scene = JSON.parse(section.dataset.vrScene ?? '{}') as ViewerScene;
  button.disabled = true;
  button.textContent = strings.opening;
  if (error) error.hidden = true;
  const container = document.createElement('div');
  container.className = 'vr-viewer';
  stage.append(container);
  stage.dataset.state = 'open';
  try {
    const { openViewer } = await import('./vr-viewer.ts');
    const handle = await openViewer(container, scene, strings);
    if (current?.section !== section) return handle.destroy();
    current.handle = handle;
    button.disabled = false;
    button.textContent = strings.close;
    button.setAttribute('aria-expanded', 'true');
  } catch {
    close(section);
    if (error) error.hidden = false;
  }
}

const sections = [...document.querySelectorAll<HTMLElement>('[data-vr-scene]')];
const webgl = canDrawWebGL();
for (const section of sections) {
  if (!webgl) {
    const note = section.querySelector<HTMLElement>('[data-vr-nowebgl]');
    if (note) note.hidden = false;
    continue;
  }
  const { button } = parts(section);
  if (!button) continue;
  button.hidden = false;
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', () => {
    if (current?.section === section && current.handle) close(section);
    else if (current?.section !== section) void open(section);
  });
}
