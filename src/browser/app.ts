// The one script every page loads: each import wires one behaviour of the shell. One entry keeps
// the shell to a couple of requests on a roaming connection instead of one per component.
import './chunk-reload.ts';
import '#components/color-mode-switch.ts';
import '#components/language-switcher.ts';
import '#components/loading-indicators.ts';
import './location.ts';
import './new-build.ts';
import '#components/sign-in-button.ts';
import '#components/notification-bell.ts';
import '#components/search-box.ts';
import '#components/tooltip.ts';
import '#components/share/share-button.ts';
import './service-worker.ts';
import { markAppMounted } from '#stores/loading.ts';

markAppMounted();
