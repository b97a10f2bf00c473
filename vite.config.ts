import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientChunkGroups } from './scripts/client-chunks';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'client'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // The server build (`--ssr`) renders pages; the browser build alone serves the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: clientChunkGroups() },
          },
        },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
