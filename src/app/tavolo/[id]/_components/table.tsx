"use client";

import { useEffect, useState } from "react";

import { mergeView } from "~/engine/view";

import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";
import { newActionId } from "./cards";
import { TableScreen } from "./table-screen";
import type { TableView } from "./table-view";

/** No answer from the server (the network, a server down). */
const TABLE_SILENT = "Il tavolo non risponde: controlla la connessione e ricarica la pagina.";

function newer(prev: TableView | null, next: TableView): TableView {
  // Seats join at the same version: an equal version is news too.
  return prev === null || next.view.version >= prev.view.version ? next : prev;
}

export function Table({ gameId, token, spectator }: { gameId: string; token: string; spectator: boolean }) {
  const client = useTRPCClient();
  const [tv, setTv] = useState<TableView | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  // Bumped to open the seat again (join, then a new live stream), as opening its link does.
  const [opened, setOpened] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: bumping `opened` is what opens the seat again
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    client.table.join
      .mutate({ gameId, token })
      .then((joined) => {
        if (cancelled) return;
        setTv((prev) => newer(prev, joined));
        const sub = client.table.watch.subscribe(
          { gameId, token },
          {
            onStarted: () => setLive(true),
            onData: ({ data }) => setTv((prev) => newer(prev, data)),
            onError: (error) => {
              setLive(false);
              setFatal(errorText(error, TABLE_SILENT));
            },
          },
        );
        unsubscribe = () => sub.unsubscribe();
      })
      .catch((error: unknown) => {
        if (!cancelled) setFatal(errorText(error, TABLE_SILENT));
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [client, gameId, token, opened]);

  if (fatal && !tv) {
    return (
      <>
        <h1>Tavolo</h1>
        <p className="alert" role="alert" data-testid="table-fatal">
          {fatal}
        </p>
      </>
    );
  }
  if (!tv) {
    return (
      <>
        <h1>Tavolo</h1>
        <p className="status" role="status">
          Mi siedo al tavolo…
        </p>
      </>
    );
  }
  return (
    <TableScreen
      tv={tv}
      live={live}
      problem={fatal}
      spectator={spectator}
      rename={async (name) => {
        // Joining again is the same seat (the token is the seat), now with a name.
        const joined = await client.table.join.mutate({ gameId, token, name });
        setTv((prev) => newer(prev, joined));
      }}
      // The server knows a person is back when their page opens (or when they move): opening the
      // seat again, as its link does, gives it back to them at the start of their next turn.
      comeBack={() => setOpened((n) => n + 1)}
      // A move's answer carries only the log's events the page has not seen: joined to its view.
      onView={(answer) =>
        setTv((prev) => {
          if (prev === null) return prev;
          const view = mergeView(prev.view, answer);
          return view === prev.view ? prev : { ...prev, view };
        })
      }
      // Any token of the table (a seat's or the spectator's) opens the record once the match is over.
      loadRecord={() => client.table.record.query({ gameId, token })}
      act={(action) => client.table.act.mutate({ gameId, token, version: tv.view.version, clientActionId: newActionId(), action })}
      hint={() => client.table.hint.mutate({ gameId, token, version: tv.view.version, clientActionId: newActionId() })}
      loadMissedWords={() => client.table.missedWords.query({ gameId, token })}
    />
  );
}
