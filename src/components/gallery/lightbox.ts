import { applyMove, keyMove, stepIndex, swipeStep, type Move } from '#lib/gallery/lightbox-nav.ts';
import { elementTranslator, type IslandTranslate } from '#lib/i18n/island-translator.ts';

/**
 * The gallery lightbox (see PhotoGallery.astro), loaded on the first click on a photo. It fills
 * the gallery's <dialog> with the photo a link points to: the dialog gives the focus trap, the
 * backdrop and Escape; this adds previous/next, arrow keys, swipe and the announced position.
 * Closing returns the focus to the thumbnail of the photo last shown.
 */
class Lightbox {
  private readonly links: HTMLAnchorElement[];
  private readonly dialog: HTMLDialogElement;
  private readonly image: HTMLImageElement;
  private readonly position: HTMLElement;
  private readonly announce: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly credit: HTMLElement;
  private readonly t: IslandTranslate;
  private current = 0;
  private gesture: { id: number; x: number; y: number } | undefined;

  constructor(gallery: HTMLElement) {
    this.links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-photo]')];
    this.dialog = part<HTMLDialogElement>(gallery, 'dialog');
    this.image = part<HTMLImageElement>(this.dialog, '[data-lightbox-image]');
    this.position = part(this.dialog, '[data-lightbox-position]');
    this.announce = part(this.dialog, '[data-lightbox-announce]');
    this.caption = part(this.dialog, '[data-lightbox-caption]');
    this.credit = part(this.dialog, '[data-lightbox-credit]');
    this.t = elementTranslator(gallery);

    this.dialog.addEventListener('click', (event) => {
      const action = (event.target as Element).closest<HTMLElement>('[data-lightbox]')?.dataset.lightbox;
      if (action === 'close' || event.target === this.dialog) this.dialog.close();
      else if (action === 'prev') this.move({ type: 'step', delta: -1 });
      else if (action === 'next') this.move({ type: 'step', delta: 1 });
    });
    this.dialog.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const move = keyMove(event.key);
      if (!move) return;
      event.preventDefault();
      this.move(move);
    });
    this.dialog.addEventListener('close', () => {
      const link = this.links[this.current];
      link?.focus({ preventScroll: true });
      link?.scrollIntoView({ block: 'nearest' });
    });

    const stage = part(this.dialog, '[data-lightbox-stage]');
    stage.addEventListener('pointerdown', (event) => {
      if (event.isPrimary) this.gesture = { id: event.pointerId, x: event.clientX, y: event.clientY };
    });
    stage.addEventListener('pointerup', (event) => {
      const start = this.gesture;
      this.gesture = undefined;
      if (!start || start.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
      if (step !== 0) this.move({ type: 'step', delta: step });
    });
    stage.addEventListener('pointercancel', () => (this.gesture = undefined));
  }

  open(link: HTMLAnchorElement): void {
    this.show(Math.max(0, this.links.indexOf(link)));
    if (!this.dialog.open) this.dialog.showModal();
  }

  private move(move: Move): void {
    this.show(applyMove(this.current, move, this.links.length));
  }

  private show(index: number): void {
    const link = this.links[index];
    if (!link) return;
    this.current = index;
    const figure = link.closest('figure');
    const text = figure?.querySelector('[data-photo-caption]')?.textContent?.trim() ?? '';
    // The picture's credit or illustration label, with its source link, as under the thumbnail.
    const credit = figure?.querySelector('.picture-credit');
    this.credit.replaceChildren(...(credit ? [credit.cloneNode(true)] : []));
    const count = String(this.links.length);
    this.position.textContent = this.t('gallery.position', { n: index + 1, count });
    this.announce.textContent = text;
    this.caption.textContent = text;
    setSource(this.image, link);
    // The neighbours too, so the next step shows at once; only ever after the lightbox opened.
    for (const delta of [1, -1]) {
      const neighbour = this.links[stepIndex(index, delta, this.links.length)];
      if (neighbour && neighbour !== link) setSource(new Image(), neighbour);
    }
  }
}

/** An element of the gallery's markup (PhotoGallery.astro renders them all). */
function part<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`photo gallery: ${selector} is missing`);
  return element;
}

/** Points an image at a link's full-size files (the browser picks the width it needs). */
function setSource(image: HTMLImageElement, link: HTMLAnchorElement): void {
  image.width = Number(link.dataset.width);
  image.height = Number(link.dataset.height);
  image.sizes = '100vw';
  if (link.dataset.srcset) image.srcset = link.dataset.srcset;
  image.src = link.href;
}

const lightboxes = new WeakMap<HTMLElement, Lightbox>();

/** Opens the gallery's lightbox on the photo the link points to. */
export function openLightbox(gallery: HTMLElement, link: HTMLAnchorElement): void {
  let lightbox = lightboxes.get(gallery);
  if (!lightbox) {
    lightbox = new Lightbox(gallery);
    lightboxes.set(gallery, lightbox);
  }
  lightbox.open(link);
}
