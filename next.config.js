// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // pdfkit reads its .afm font metrics from disk at run time; keep it out of the bundle.
  // esbuild bundles the import workers' code at run time (lib/server/import-pool.ts).
  serverExternalPackages: ['pdfkit', 'esbuild'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
