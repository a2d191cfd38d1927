import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { connection } from "next/server";
import type { ReactNode } from "react";

import { TRPCReactProvider } from "~/trpc/react";
import { SiteNav } from "./_components/site-nav";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Burraco Parole", template: "%s · Burraco Parole" },
  description: "Il burraco in cui ogni combinazione è una parola italiana.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#14532d",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered for its request, never served prebuilt: its scripts carry the
  // nonce of that answer's Content-Security-Policy (src/server/http/security-headers.ts).
  await connection();
  return (
    <html lang="it">
      <body>
        <a className="skip-link" href="#contenuto">
          Vai al contenuto
        </a>
        <header className="site-header">
          <div className="container site-header__inner">
            <Link href="/" className="brand">
              Burraco Parole
            </Link>
            <SiteNav />
          </div>
        </header>
        <main id="contenuto" className="container" tabIndex={-1}>
          <TRPCReactProvider>{children}</TRPCReactProvider>
        </main>
      </body>
    </html>
  );
}
