/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native / wasm packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@libsql/client", "libsql", "hunspell-asm"],
};

export default nextConfig;
