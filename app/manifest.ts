import type { MetadataRoute } from 'next';

// The web app manifest: what makes Hexkeeper installable on a tablet or phone.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Hexkeeper',
    short_name: 'Hexkeeper',
    description:
      'Balanced boards, true-size print kits and a table companion for the hex-island trading game.',
    start_url: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0f3d5c',
    theme_color: '#0f3d5c',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
