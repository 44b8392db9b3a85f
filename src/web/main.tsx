import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import Box from '@mui/material/Box';
import { reloadOnStaleCode } from './app/load-screen-code';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { UpdateNotice } from './app/update-notice';

// a chunk of an older version gone from the server: one reload into the deployed one (Vite's event)
reloadOnStaleCode();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <UpdateNotice />
        <RouterProvider router={router} />
      </Box>
    </AppProviders>
  </StrictMode>,
);
