"use client";

import { useEffect, useState } from "react";

import { playerPageOf } from "~/app/_components/tournament-return";

/** A tournament's table, its match over: the way back to the player's page, which takes them to the next turn's table. */
export function TournamentReturnLink() {
  const [playerPage, setPlayerPage] = useState<string | null>(null);
  // After the first render: the server's render has no session storage.
  useEffect(() => setPlayerPage(playerPageOf(window.location.pathname)), []);
  if (playerPage === null) return null;
  return (
    <div className="card" data-testid="tournament-return">
      <p>Il tuo tavolo di questo turno è finito.</p>
      <a href={playerPage} className="button" data-testid="tournament-return-link">
        Torna alla pagina del torneo
      </a>
    </div>
  );
}
