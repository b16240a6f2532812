import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@hospital/ui/fonts';
import { App, loadPageFor } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole page, so a slow phone stays responsive while the site starts (Lighthouse's total blocking time).
const root = createRoot(container);
void loadPageFor(window.location.pathname).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
