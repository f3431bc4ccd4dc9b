import './styles.css';

import { redirectLegacyHash } from './app/legacy-hash';
import { queryClient } from './app/query-client';
import { startApp } from './app/start';

const redirected = redirectLegacyHash(window.location, window.history);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startApp({ container, queryClient, fresh: redirected });
