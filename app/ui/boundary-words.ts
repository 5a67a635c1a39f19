// Words of the screens Next shows in a page's place: while a route loads (loading.tsx) and when
// it fails to render (error.tsx, global-error.tsx). The game itself is never lost by either:
// it lives on the table's server and, for offline use, in this browser's storage.
import type { Lang } from '@/lib/i18n/names';

export interface BoundaryStrings {
  readonly loading: string;
  readonly errorTitle: string;
  /** Why a reload is safe mid-game. */
  readonly errorGameSafe: string;
  readonly tryAgain: string;
  readonly reload: string;
  readonly backToTable: string;
  /** The server's reference for the failure, to quote when reporting it. */
  readonly errorRef: (digest: string) => string;
}

export const BOUNDARY: Readonly<Record<Lang, BoundaryStrings>> = {
  en: {
    loading: 'Loading…',
    errorTitle: 'Something went wrong on this screen',
    errorGameSafe:
      'The game is safe: it is kept on the table’s server and in this browser. Try again, or reload the page.',
    tryAgain: 'Try again',
    reload: 'Reload',
    backToTable: 'Back to my tables',
    errorRef: (d) => `Reference: ${d}`,
  },
  sv: {
    loading: 'Laddar…',
    errorTitle: 'Något gick fel på den här skärmen',
    errorGameSafe:
      'Spelet är kvar: det sparas på bordets server och i den här webbläsaren. Försök igen eller ladda om sidan.',
    tryAgain: 'Försök igen',
    reload: 'Ladda om',
    backToTable: 'Tillbaka till mina bord',
    errorRef: (d) => `Referens: ${d}`,
  },
  de: {
    loading: 'Wird geladen…',
    errorTitle: 'Auf diesem Bildschirm ist etwas schiefgegangen',
    errorGameSafe:
      'Das Spiel ist sicher: Es liegt auf dem Server des Tisches und in diesem Browser. Versuche es noch einmal oder lade die Seite neu.',
    tryAgain: 'Noch einmal versuchen',
    reload: 'Neu laden',
    backToTable: 'Zurück zu meinen Tischen',
    errorRef: (d) => `Referenz: ${d}`,
  },
  da: {
    loading: 'Indlæser…',
    errorTitle: 'Noget gik galt på denne skærm',
    errorGameSafe:
      'Spillet er i behold: det gemmes på bordets server og i denne browser. Prøv igen, eller genindlæs siden.',
    tryAgain: 'Prøv igen',
    reload: 'Genindlæs',
    backToTable: 'Tilbage til mine borde',
    errorRef: (d) => `Reference: ${d}`,
  },
};
