import { createTooltipTiming } from '#lib/tooltip-timing.ts';

const timing = createTooltipTiming();
let counter = 0;

/** `<app-tooltip>`: the first child is the trigger, the `[role=tooltip]` child the tip. */
class AppTooltip extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #open = false;

  connectedCallback(): void {
    const trigger = this.firstElementChild;
    const tip = this.querySelector<HTMLElement>('[role="tooltip"]');
    if (!(trigger instanceof HTMLElement) || !tip) return;
    tip.id ||= `tooltip-${++counter}`;
    // A tip that repeats the control's own label would be read twice.
    if (!trigger.textContent?.includes(tip.textContent ?? '')) trigger.setAttribute('aria-describedby', tip.id);
    const show = () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        if (this.#open) return;
        this.#open = true;
        tip.hidden = false;
        timing.opened();
      }, timing.openDelay(performance.now()));
    };
    const hide = () => {
      clearTimeout(this.#timer);
      if (!this.#open) return;
      this.#open = false;
      tip.hidden = true;
      timing.closed(performance.now());
    };
    trigger.addEventListener('pointerenter', show);
    trigger.addEventListener('focus', show);
    trigger.addEventListener('pointerleave', hide);
    trigger.addEventListener('blur', hide);
    trigger.addEventListener('click', hide);
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') hide();
    });
  }
}

if (!customElements.get('app-tooltip')) customElements.define('app-tooltip', AppTooltip);
