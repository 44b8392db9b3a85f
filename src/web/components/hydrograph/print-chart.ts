/** spec 1 §9: the chart print window is 1200 by 850. */
export const PRINT_WINDOW_FEATURES = 'width=1200,height=850';

/**
 * Opens the print window with the chart image and a heading, then the browser's print dialog.
 * Returns false when the browser blocked the window, so the screen can say so.
 */
export function openChartPrintWindow(imageUrl: string, title: string): boolean {
  const printWindow = window.open('', '_blank', PRINT_WINDOW_FEATURES);
  if (!printWindow) return false;
  const document = printWindow.document;
  document.title = title;
  const body = document.body ?? document.documentElement.appendChild(document.createElement('body'));
  body.style.margin = '16px';
  body.style.fontFamily = 'sans-serif';

  const heading = document.createElement('h1');
  heading.textContent = title;
  heading.style.fontSize = '20px';
  const image = document.createElement('img');
  image.alt = title;
  image.style.width = '100%';
  image.addEventListener('load', () => {
    printWindow.focus();
    printWindow.print();
  });
  image.src = imageUrl;
  body.replaceChildren(heading, image);
  return true;
}
