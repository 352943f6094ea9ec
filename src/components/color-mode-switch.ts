import { isColorMode } from '#lib/color-mode.ts';
import { $colorMode, applyTheme, setColorMode } from '#stores/color-mode.ts';

// Paint follows the store (this tab and others) and the system setting while on "system".
const systemDark = matchMedia('(prefers-color-scheme: dark)');
const paint = () => applyTheme(document.documentElement, $colorMode.get(), systemDark.matches);
$colorMode.listen(paint);
systemDark.addEventListener('change', paint);

/** `<color-mode-switch>`: buttons with `data-mode`, pressed when their mode is the choice. */
class ColorModeSwitch extends HTMLElement {
  #unsubscribe: (() => void) | undefined;

  connectedCallback(): void {
    const buttons = [...this.querySelectorAll<HTMLButtonElement>('button[data-mode]')];
    for (const button of buttons) {
      button.addEventListener('click', () => {
        if (isColorMode(button.dataset.mode)) setColorMode(button.dataset.mode);
      });
    }
    this.#unsubscribe = $colorMode.subscribe((mode) => {
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
    });
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
  }
}

if (!customElements.get('color-mode-switch')) customElements.define('color-mode-switch', ColorModeSwitch);
