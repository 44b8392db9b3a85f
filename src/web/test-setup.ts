import '@testing-library/jest-dom/vitest';
// the offline outbox keeps entries in IndexedDB, which jsdom does not have
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 3 s, not 1 s: on the 2-core CI machine running the suite in parallel, a
// screen's answer can take more than a second of promise turns and renders to appear.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
