// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // pdfkit reads its .afm font metrics from disk at run time; keep it out of the bundle.
  serverExternalPackages: ['pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
