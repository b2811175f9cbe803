import { hydrateRoot } from 'react-dom/client';
import { PUBLIC_DATA_ELEMENT_ID, type PublicViewData } from '@shared/public-view';
import { PublicApp } from './features/public-view';
import './public.css';

const root = document.getElementById('root');
const data = JSON.parse(document.getElementById(PUBLIC_DATA_ELEMENT_ID)?.textContent ?? 'null') as PublicViewData | null;
if (root) hydrateRoot(root, <PublicApp initial={data} />);
