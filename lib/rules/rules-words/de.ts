// The rules text in German (lib/rules/rules-text.ts), in our own words from ../shared/rules.md.

import type { RulesTextWords } from '../rules-text';

const words: RulesTextWords = {
  title: 'Regeln dieses Spiels',
  head: {
    goal: 'Ziel',
    setup: 'Aufbau',
    turn: 'Ein Zug',
    seven: 'Eine 7 und der Räuber',
    sevenOnly: 'Eine 7',
    trade: 'Handel',
    dev: 'Entwicklungskarten',
    own: 'Eigene Regeln dieses Spiels',
  },
  goal: (vp, now) =>
    now
      ? `Wer zuerst ${vp} Siegpunkte erreicht, gewinnt sofort, in jedem Zug.`
      : `Wer zuerst in seinem eigenen Zug ${vp} Siegpunkte hat, gewinnt.`,
  start: (dice) =>
    dice === 1
      ? 'Start: alle werfen einen Würfel, der höchste beginnt.'
      : 'Start: alle werfen zwei Würfel, der höchste Wurf beginnt.',
  setup: {
    snake:
      'Reihum setzt jeder eine Siedlung und eine Straße daneben; dann in umgekehrter Reihenfolge eine zweite Siedlung und Straße.',
    alternate:
      'Die zwei Heimatgebiete auslegen. Abwechselnd setzen die Spieler zwei Siedlungen und je eine Straße daneben.',
    once: 'Alle beginnen mit 2 Kolonien und 1 Raumhafen (4 Punkte).',
  },
  firstCards: (k, n) =>
    ({
      'second-settlement': 'Die zweite Siedlung bringt eine Karte von jedem Feld um sie herum.',
      'both-settlements': 'Beide Siedlungen bringen eine Karte von jedem Feld um sie herum.',
      'chosen-cards': `Jeder Spieler wählt ${n} Rohstoffkarten.`,
      none: '',
    })[k],
  turn: 'Zwei Würfel werfen (oder eine Würfelkarte ziehen). Jedes Feld mit dieser Zahl gibt jeder angrenzenden Siedlung 1 Karte, jeder Stadt 2, außer der Räuber steht darauf. Dann handeln und bauen in beliebiger Reihenfolge.',
  seven: (d, optional) =>
    `Niemand erhält etwas. Wer ${d} Karten oder mehr hat, gibt die Hälfte ab, abgerundet. Wer würfelte, versetzt den Räuber auf ein anderes Landfeld und ${optional ? 'darf, muss aber nicht,' : 'muss'} einem Spieler daneben eine zufällige Karte ziehen.`,
  trade: (players, bank, generic, special) =>
    `${players ? 'Wer am Zug ist, darf mit den anderen zu beliebigen Bedingungen handeln. ' : 'Kein Handel zwischen Spielern. '}Bank ${bank}:1${generic ? `; ein ${generic}:1-Hafen${special ? `, oder ${special}:1 seines Rohstoffs an einem Spezialhafen` : ''}` : ''}.`,
  bankFor: (r, rate) => `Bankhandel für ${r}: ${rate}:1.`,
  dev: (per, played) =>
    `Nicht im Zug des Kaufs; ${per === 'any' ? 'beliebig viele pro Zug' : per === 1 ? 'höchstens eine pro Zug' : `höchstens ${per} pro Zug`}; ein Ritter darf vor dem Wurf kommen. ${played ? 'Siegpunktkarten zählen, sobald sie ausgespielt sind.' : 'Siegpunktkarten zählen auf der Hand; aufdecken, um zu gewinnen.'}`,
  specials: (road, army, vp) =>
    [
      road !== null ? `Längste Straße (mindestens ${road} ununterbrochene Teile)` : '',
      army !== null ? `größte Rittermacht (mindestens ${army} Ritter)` : '',
    ]
      .filter(Boolean)
      .join(' und ') +
    `: je ${vp} Punkte; sie wechseln nur zu einer echt längeren Straße oder größeren Rittermacht.`,
  harborSpacing: (n) =>
    `Das Spielfeld als Spirale von der Mitte auslegen, dann die Häfen rundherum mit ${n === 1 ? 'einem Meerfeld' : `${n} Meerfeldern`} zwischen je zweien.`,
  between: {
    'special-building-phase':
      'Zwischen den Zügen: nach jedem Zug dürfen alle anderen bauen (Sonderbauphase: nur bauen, kein Handel).',
    'paired-players':
      'Zwischen den Zügen: der gepaarte Spieler (dritter Platz links) darf in jedem Zug mit der Bank handeln, bauen und Karten spielen (gepaarte Spieler).',
  },
  betweenChoose: 'Vor Beginn eines davon wählen.',
  discovery:
    'Straßen und Schiffe ins Unbekannte ziehen ein Feld aus dem Beutel; ein Landfeld erhält einen Chip aus dem Chipbeutel und gibt dem Entdecker eine Karte seiner Art.',
  ships:
    'Schiffe entlang Meereskanten von Siedlung, Stadt oder Schiff; das vordere Schiff einer offenen Linie darf einmal pro Zug ziehen.',
  islandVp: (vp) => `Erste Siedlung auf jeder neuen Insel +${vp}.`,
  homeBases:
    'Im gegnerischen Heimatgebiet: erstes Schiff an der Küste +1, erste Siedlung +5, erste Stadt +7 (nur das Höchste).',
  earthSupply: (below) =>
    `Nach der Produktion zieht, wer am Zug ist und weniger als ${below} Punkte hat, eine Karte aus dem Nachschub der Erde.`,
  starfarers: {
    production:
      'Produktion: jeder Planet mit der gewürfelten Zahl gibt jedem Spieler mit einer Kolonie oder einem Raumhafen dort einen Rohstoff.',
    seven: (d, optional) =>
      `Wer ${d} Karten oder mehr hat, gibt die Hälfte ab; wer würfelte, ${optional ? 'darf, muss aber nicht,' : 'muss'} eine zufällige Karte von einem Spieler seiner Wahl ziehen.`,
    points:
      'Punkte: Kolonie 1, Raumhafen 2, Freundschaft 2, jeder Pirat oder Eisplanet 1, je 2 Ruhmesringe 1.',
  },
  resources: { goods: 'Handelswaren' },
};

export default words;
