"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/impara", label: "Impara" },
  { href: "/regole", label: "Regole" },
  { href: "/aiuto", label: "Aiuto" },
  { href: "/dizionario", label: "Dizionario" },
  { href: "/giudice", label: "Giudice" },
] as const;

export function SiteNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Principale">
      <ul className="nav">
        {LINKS.map((link) => {
          const current = link.href === "/" ? pathname === "/" : pathname.startsWith(link.href);
          return (
            <li key={link.href}>
              <Link href={link.href} aria-current={current ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
