import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App, createQueryClient } from './app/app';
import { i18nReady } from './lib/i18n';

const queryClient = createQueryClient();
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
