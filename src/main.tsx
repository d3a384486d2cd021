import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { installHttpHandlers } from './session/httpHandlers';
import App from './App';
import './styles/global.css';

installHttpHandlers();

// No <StrictMode>: keepalive-for-react (the tabs' view cache) does not work under its double mounting in
// development (see the library's README), and the cached views would then behave differently in dev than in
// production. The first render waits for the language's strings (a chunk of their own, see initI18n).
void initI18n().finally(() => createRoot(document.getElementById('root')!).render(<App />));
