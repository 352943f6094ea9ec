// The one script every page loads: each import wires one behaviour of the shell. One entry keeps
// the shell to a couple of requests on a roaming connection instead of one per component.
import './chunk-reload.ts';
import './color-mode-switch.ts';
import './language.ts';
import './loading.ts';
import './location.ts';
import './new-build.ts';
import './sign-in.ts';
import './site-search.ts';
import './tooltip.ts';
import { markAppMounted } from '../stores/loading.ts';

markAppMounted();
