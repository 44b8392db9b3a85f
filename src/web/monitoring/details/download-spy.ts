import { vi } from 'vitest';

export interface CapturedDownload {
  fileName: string;
  blob: Blob;
}

/**
 * Catches files the page saves through a Blob link: jsdom cannot follow the link, so the link's
 * click and URL.createObjectURL are replaced. Call the returned restore() after the test.
 */
export function captureDownloads() {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return {
    downloads,
    restore: () => {
      click.mockRestore();
      for (const [name, descriptor] of [
        ['createObjectURL', original.create],
        ['revokeObjectURL', original.revoke],
      ] as const) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    },
  };
}
