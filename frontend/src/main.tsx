import { createRoot } from 'react-dom/client';
// The Arabic web font is bundled from npm (no font CDN): Arabic and Latin subsets, three weights.
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-600.css';
import '@fontsource/cairo/latin-700.css';
import './styles/global.css';
import './components/components.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
createRoot(container).render(<App />);
