"use client";

import { useState } from "react";

import { QrCode } from "./qr-code";

/**
 * One link to hand out, in a `.links` list: its label, the link itself, a Copia button and,
 * unless `qrTestId` is null, its QR code (Mostra grande for the hall's screen).
 */
export function LinkRow({
  label,
  qrLabel,
  url,
  testId,
  qrTestId,
  note,
}: {
  label: string;
  qrLabel?: string;
  url: string;
  testId: string;
  qrTestId: string | null;
  /** A line under the link: who it is for. */
  note?: string;
}) {
  const [copied, setCopied] = useState(false);
  const [large, setLarge] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <li className="links__row">
      <span className="links__label">{label}</span>
      <a href={url} className="links__url" data-testid={testId}>
        {url}
      </a>
      <button type="button" className="button button--small" onClick={() => void copy()} aria-label={`Copia il link: ${label}`} data-testid={`${testId}-copy`}>
        {copied ? "Copiato" : "Copia"}
      </button>
      {note && <span className="links__note help">{note}</span>}
      {qrTestId !== null && (
        <div className={`links__qr${large ? " links__qr--large" : ""}`}>
          <QrCode text={url} label={qrLabel ?? `Codice QR per ${label === "Spettatori" ? "gli spettatori" : `il ${label.toLowerCase()}`}`} testId={qrTestId} />
          <button
            type="button"
            className="button button--small button--secondary"
            aria-pressed={large}
            data-testid={`${qrTestId}-large`}
            onClick={() => setLarge((v) => !v)}
          >
            {large ? "Rimpicciolisci" : "Mostra grande"}
          </button>
        </div>
      )}
    </li>
  );
}
