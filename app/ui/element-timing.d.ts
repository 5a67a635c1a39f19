// The Element Timing API's attribute (https://wicg.github.io/element-timing/): an element that
// carries it gets a PerformanceElementTiming entry when its text is first painted. React passes
// the attribute through; the DOM types only lack it. npm run bench:pages reads the seat hand's.
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
