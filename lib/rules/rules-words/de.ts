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
    commodities: 'Handelswaren',
    barbarians: 'Die Barbaren',
    knights: 'Ritter',
    cities: 'Stadtausbauten, Metropolen und Stadtmauern',
    progress: 'Fortschrittskarten und Punkte',
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
  ck: {
    names: {
      lumber: 'Holz',
      wool: 'Wolle',
      grain: 'Getreide',
      brick: 'Lehm',
      ore: 'Erz',
      paper: 'Papier',
      cloth: 'Tuch',
      coin: 'Münze',
    },
    setupCity:
      'Reihum setzt jeder eine Siedlung und eine Straße daneben; dann, in umgekehrter Reihenfolge, eine Stadt und eine Straße. Die Stadt gibt eine Rohstoffkarte von jedem Feld um sie herum; keine Handelswaren beim Aufbau.',
    turn: 'Den roten und den gelben Würfel und den Ereigniswürfel werfen. Der Ereigniswürfel wird zuerst ausgeführt; dann produzieren die Felder mit Rot + Gelb, oder eine 7 wird gespielt. Dann handeln und bauen in beliebiger Reihenfolge.',
    commodities: (bank) =>
      `Eine Stadt am Wald bringt 1 Holz + 1 Papier, an der Weide 1 Wolle + 1 Tuch, am Gebirge 1 Erz + 1 Münze, am Hügelland 2 Lehm und am Ackerland 2 Getreide; eine Siedlung bringt 1 Rohstoff. Die Bank hat ${bank} von jeder Handelsware; reichen sie nicht, gilt die übliche Knappheitsregel für jede Handelsware.`,
    commodityCards:
      'Handelswaren sind Karten auf der Hand: sie zählen zum Kartenlimit, können geraubt werden und werden wie Rohstoffe gehandelt (mit Spielern, 4:1 mit der Bank, in einem 3:1-Hafen); ein 2:1-Hafen nimmt nur seinen eigenen Rohstoff.',
    robberSleeps:
      'Bis zum ersten Barbarenangriff schläft der Räuber: bei einer 7 wird weiter abgegeben, aber der Räuber zieht nicht und niemand raubt.',
    wallLimit: (per) => `Jede Stadtmauer eines Spielers erhöht dessen Limit um ${per} Karten.`,
    barbarians: (steps) =>
      `Jede Schiffseite des Ereigniswürfels zieht das Barbarenschiff ein Feld weiter; auf Feld ${steps} landet es und greift sofort an, vor der Produktion.`,
    strength:
      'Die Stärke der Barbaren ist die Zahl der Städte auf dem Brett (Metropolen mitgezählt); die Verteidigung ist die Summe aller aktiven Ritter (einfach 1, stark 2, mächtig 3). Bei Gleichstand gewinnen die Verteidiger.',
    defendersWin:
      'Gewinnen die Verteidiger, erhält der eine Spieler mit den meisten aktiven Rittern eine Verteidigerkarte (1 Siegpunkt); teilen sich mehrere den ersten Platz, zieht stattdessen jeder eine Fortschrittskarte einer Farbe seiner Wahl.',
    barbariansWin:
      'Gewinnen die Barbaren, verlieren die Spieler mit den wenigsten aktiven Rittern, unter denen mit einer Stadt, die keine Metropole ist, je eine Stadt ihrer Wahl: sie wird wieder zur Siedlung und ihre Stadtmauer wird entfernt.',
    afterAttack:
      'Nach jedem Angriff werden alle Ritter inaktiv, das Schiff kehrt an den Start zurück und der Räuber ist von da an wach.',
    knights: (per, hire, activate, promote, fortress) =>
      `Jeder Spieler hat ${per} einfache, ${per} starke und ${per} mächtige Ritter. Einen einfachen Ritter für ${hire} auf eine freie Kreuzung an den eigenen Straßen setzen; für ${activate} aktivieren; für ${promote} eine Stufe befördern (zu mächtig nur mit Politik Stufe ${fortress}), höchstens einmal pro Ritter und Zug.`,
    knightActions:
      'Ein aktiver Ritter darf einmal pro Zug entlang der eigenen Straßen ziehen, einen schwächeren gegnerischen Ritter vertreiben oder den Räuber von einem angrenzenden Feld verjagen (sobald der Räuber wach ist); jede Aktion macht ihn inaktiv, und ein in diesem Zug aktivierter Ritter darf nicht handeln.',
    knightRoads:
      'Ein Ritter unterbricht gegnerische Straßen für die längste Straße, und durch einen gegnerischen Ritter darf keine Straße gebaut werden.',
    improvements: (levels, paidIn) =>
      `Drei Leisten mit ${levels} Stufen: Handel (bezahlt mit ${paidIn.trade}), Politik (${paidIn.politics}) und Wissenschaft (${paidIn.science}); Stufe n kostet n dieser Handelsware, und ein Kauf braucht eine Stadt.`,
    abilities: (house, fortress, aqueduct) =>
      `Handel Stufe ${house.at}, das Handelshaus: Handelswaren ${house.rate}:1 mit der Bank tauschen. Politik Stufe ${fortress}, die Festung: Ritter dürfen mächtig werden. Wissenschaft Stufe ${aqueduct}, das Aquädukt: ein Produktionswurf (keine 7), der dir nichts bringt, gibt dir einen Rohstoff deiner Wahl.`,
    metropolis: (at, locked, vp) =>
      `Wer zuerst Stufe ${at} einer Leiste erreicht, setzt ihre Metropole auf eine seiner Städte (+${vp} Siegpunkte, nie geplündert); ein anderer Spieler, der zuerst Stufe ${locked} erreicht, übernimmt sie, und auf Stufe ${locked} bleibt sie.`,
    walls: (max, cost, limit) =>
      `Eine Stadtmauer kostet ${cost} und kommt unter eine deiner Städte, höchstens ${max} pro Spieler; jede erhöht das Kartenlimit um ${limit} und wird mit einer geplünderten Stadt entfernt.`,
    progress:
      'Drei Fortschrittsstapel mit 18 Karten: Handel (gelb), Politik (blau), Wissenschaft (grün). Bei einer Torseite des Ereigniswürfels zieht jeder Spieler mit Stufe L in dieser Farbe (L mindestens 1) eine Karte davon, wenn der rote Würfel L + 1 oder weniger zeigt, reihum ab dem Werfenden.',
    progressHand:
      'Höchstens 4 Fortschrittskarten halten (Siegpunktkarten werden sofort gezeigt und zählen nicht); beliebig viele im eigenen Zug nach dem Wurf spielen, den Alchemisten davor. Der Räuber nimmt sie nie.',
    points: (road, metropolis) =>
      `Punkte: Siedlung 1, Stadt 2, Metropole +${metropolis}${road !== null ? `, Längste Straße ${road}` : ''}, der Händler 1, jede Verteidigerkarte 1, Buchdruck und Verfassung je 1. Keine Entwicklungskarten und keine größte Rittermacht.`,
  },
};

export default words;
