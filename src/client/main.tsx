import { boot } from './boot';
import './styles.css';
// The block fonts, for the item cards and the preview (the public page's entry loads them too).
import './features/public-view/fonts.css';

void boot();
