import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/entities/user';
import { App } from './App';
import './styles/global.css';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
