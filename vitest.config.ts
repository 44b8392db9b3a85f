import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
